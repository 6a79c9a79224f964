/** Helpers of the member-business suites: a member's calls, each response held to the served OpenAPI document. */
import { afterAll, beforeAll } from 'vitest';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { checkedCaller } from '../support/servedOpenApi';
import { createTestApp, signedIn } from '../support/testApp';
import { randomPan } from '../domain/fixtures';

type TestApp = ReturnType<typeof createTestApp>;
export type Member = Awaited<ReturnType<typeof signedIn>>;

/** A GSTIN carrying one of the sandbox's test PANs (not found, unavailable, cancelled…), with a random state and entity. */
export function testPanGstin(pan: string): string {
  const codes = ['08', '24', '27', '29', '33', '36', '07', '09'];
  const entities = '123456789ABCDEFGHJKLMNPQRSTUVWXY';
  return sandboxGstin(codes[Math.floor(Math.random() * codes.length)]!, pan, entities[Math.floor(Math.random() * entities.length)]!);
}

/** A valid Active GSTIN nobody holds (company PAN: the sandbox's legal name ends "Private Limited"). */
export const freshGstin = () => sandboxGstin('08', randomPan('C'));

export function memberApi(t: TestApp) {
  const checked = checkedCaller(t.app);
  return {
    lookUp: (auth: string | undefined, gstin: unknown) => checked('post', '/api/businesses/gst-lookup', auth, { gstin }),
    addBusiness: (auth: string, body: Record<string, unknown>) => checked('post', '/api/businesses', auth, body),
    requestReview: (auth: string, body: Record<string, unknown>) => checked('post', '/api/businesses/gstin-review', auth, body),
    active: (auth: string) => checked('get', '/api/businesses/active', auth),
    activate: (auth: string, id: number | string) => checked('post', `/api/businesses/${id}/activate`, auth),
    get: (auth: string, path: string) => checked('get', path, auth),
  };
}

/** One suite's app, its checked calls, and two members (`member` acts, `other` holds what `member` may not see). */
export function memberSuite() {
  const t = createTestApp();
  const api = memberApi(t);
  const people = {} as { member: Member; other: Member };
  beforeAll(async () => {
    people.member = await signedIn(t.db);
    people.other = await signedIn(t.db, { name: 'Philomena Wraxall-Ottoway' });
  });
  afterAll(() => t.close());
  return { t, api, people };
}
