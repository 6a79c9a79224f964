/**
 * Commits a previewed import and follows it: POST /commit, then GET the job every POLL_MS until
 * it is committed or failed. Stops polling when the component goes away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportJob } from '@bakaya/api/contracts';
import { requestMessage } from '../../files/requestMessage';
import { commitImport, fetchImportJob } from './importApi';
import { failureMessage, jobPhase, POLL_MS } from './importModel';

export type CommitState =
  | { phase: 'idle' }
  | { phase: 'running'; job?: ImportJob }
  | { phase: 'committed'; job: ImportJob }
  | { phase: 'failed'; message: string; job?: ImportJob };

export function useImportCommit(onDone?: (job: ImportJob) => void) {
  const [state, setState] = useState<CommitState>({ phase: 'idle' });
  const alive = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      alive.current = false;
      clearTimeout(timer.current);
    },
    [],
  );

  const pollRef = useRef<(id: string) => Promise<void>>(async () => {});
  const poll = useCallback(
    async (id: string) => {
      if (!alive.current) return;
      try {
        const job = await fetchImportJob(id);
        if (!alive.current) return;
        const phase = jobPhase(job);
        if (phase === 'committed') {
          setState({ phase, job });
          onDone?.(job);
          return;
        }
        if (phase === 'failed') {
          setState({ phase, job, message: failureMessage(job) });
          return;
        }
        setState({ phase: 'running', job });
      } catch (error) {
        // A missed poll is not a failed import: the server keeps going, so ask again.
        if ((error as { status?: number }).status === 401 || (error as { status?: number }).status === 403) {
          setState({ phase: 'failed', message: requestMessage(error) });
          return;
        }
      }
      timer.current = setTimeout(() => void pollRef.current(id), POLL_MS);
    },
    [onDone],
  );
  useEffect(() => {
    pollRef.current = poll;
  }, [poll]);

  const start = useCallback(
    async (importId: string) => {
      setState({ phase: 'running' });
      try {
        await commitImport(importId);
      } catch (error) {
        if (alive.current)
          setState({ phase: 'failed', message: requestMessage(error, 'The import could not be started. Nothing was imported.') });
        return;
      }
      void poll(importId);
    },
    [poll],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setState({ phase: 'idle' });
  }, []);

  return { state, start, reset };
}
