import { useEffect } from 'react';
import { pageTitle } from '../config';

/** Spec §2: admin pages read '{page} | Bakaya Admin'. */
export function useDocumentTitle(page: string | undefined) {
  useEffect(() => {
    if (page) document.title = pageTitle(page);
  }, [page]);
}
