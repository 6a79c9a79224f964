/** The portal's client rules of spec §7/§8: which calls show the loading bar, and how toasts read. */
import { describe, expect, it } from 'vitest';
import { requestsInFlight, showsLoader, trackRequest } from '../../portal/src/api/loading';
import { toastText, TOAST_MS } from '../../portal/src/feedback/toasts';

describe('global loading indicator', () => {
  it('is skipped for testimonial, setting, post, faq, job, plan and gstcode calls', () => {
    for (const path of [
      'public/cms-testimonials',
      'public/global-settings',
      'public/cms-posts/x',
      'public/cms-faqs',
      'cms-jobs',
      'user/getPlan',
      'gstcode/27',
    ])
      expect(showsLoader(path), path).toBe(false);
    for (const path of ['user/me', 'businesses', 'user/sendotp']) expect(showsLoader(path), path).toBe(true);
  });

  it('counts a request once however often it finishes', () => {
    const before = requestsInFlight();
    const done = trackRequest('user/me');
    expect(requestsInFlight()).toBe(before + 1);
    trackRequest('public/cms-faqs')(); // quiet: not counted
    expect(requestsInFlight()).toBe(before + 1);
    done();
    done();
    expect(requestsInFlight()).toBe(before);
  });
});

describe('toasts', () => {
  it('close after 3 seconds and join an array message with line breaks', () => {
    expect(TOAST_MS).toBe(3000);
    expect(toastText(['Mobile is taken', 'Email is taken'])).toBe('Mobile is taken\nEmail is taken');
    expect(toastText('Saved')).toBe('Saved');
  });
});
