import { describe, expect, it } from 'vitest';
import { cirSnapshotFixture, noHistorySnapshot } from '../../../../tests/cir/fixtures/cirSnapshots';
import { pdfActualTexts, pdfLinks, pdfPageTexts, pdfText } from '../../../../tests/support/pdfText';
import { formatDate } from '../../validation/dates';
import { formatInr } from '../../validation/money';
import { renderCirPdf } from './cirPdf';
import { bandLabel } from './cirPdfLabels';

const VERIFY_URL = 'https://bakaya.example.in/cir/verify/K7QF-3XWD-92MA';
const options = (lang: 'en' | 'hi') => ({ lang, reportId: 1287, verifyUrl: VERIFY_URL });

/**
 * The Hindi text of a PDF as it is copied out of it: the /ActualText of its Devanagari spans (pdfjs reads
 * shaped Devanagari glyph by glyph, in drawing order), then pdfjs's text for everything else.
 */
async function hindiText(pdf: Buffer): Promise<string> {
  return `${pdfActualTexts(pdf).join(' ')} ${await pdfText(pdf)}`;
}

function scored(snapshot = cirSnapshotFixture()) {
  if (snapshot.score.kind !== 'scored' || !snapshot.score.band) throw new Error('the fixture is scored');
  return { snapshot, score: snapshot.score, band: snapshot.score.band };
}

describe('renderCirPdf', () => {
  it('prints the report in English: id, subject, score with its band and reasons, cases with a dispute, and the verification link', async () => {
    const { snapshot, score, band } = scored();
    const pdf = await renderCirPdf(snapshot, options('en'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Credit information report',
      'Report no. 1287',
      'Generated on 21, Nov, 2026',
      snapshot.subject.name,
      snapshot.subject.gstin,
      '27AAACS1234A2Z1, 24AAACS1234A1Z8',
      '2,190 days (about 6 years)',
      String(score.score),
      `Band: ${band.name}`,
      score.reasons[0]!.en,
      score.reasons[3]!.en,
      formatInr(snapshot.summary.outstanding),
      `Scan or open ${VERIFY_URL} to check this report is genuine`,
      'Verification code: K7QF-3XWD-92MA',
      'The business disputes this case (open, raised 16, Nov, 2026): “We returned 40 of the 120 rolls',
      'Marwar Steel Works',
      'A member in Gujarat',
      'Settlement history',
      'Before giving new credit',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/₹\d{1,2},\d{2},\d{3}\.\d{2}/); // lakhs grouped the Indian way
    expect(text).not.toContain('स्कोर');
    // The QR code and the printed address both link to the verification page.
    const links = await pdfLinks(pdf);
    expect(links[0]!.length).toBeGreaterThanOrEqual(2);
    expect(new Set(links.flat())).toEqual(new Set([VERIFY_URL]));
  });

  it('prints every label in Hindi, with the Hindi reasons, and the values as they are', async () => {
    const { snapshot, score, band } = scored(cirSnapshotFixture({ enquiries: 'counts' }));
    const text = await hindiText(await renderCirPdf(snapshot, options('hi')));
    for (const expected of [
      'क्रेडिट सूचना रिपोर्ट',
      'रिपोर्ट संख्या 1287',
      'स्कोर किन कारणों से घटा',
      bandLabel(band.name, 'hi'),
      score.reasons[0]!.hi,
      score.reasons[2]!.hi,
      `यह रिपोर्ट असली है, यह जाँचने के लिए स्कैन करें या ${VERIFY_URL} खोलें`,
      'सदस्यों ने इस व्यवसाय पर पिछले 30 दिनों में 3 और पिछले 12 महीनों में 17 रिपोर्ट बनाईं।',
      'आंशिक रूप से निपटाया गया',
      'पृष्ठ 1 / 3',
      // An unnamed reporter in Hindi too (issue 21: the Hindi PDF kept "A member in Gujarat").
      'Gujarat का एक सदस्य',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('A member in');
    for (const value of [
      String(score.score),
      snapshot.subject.gstin,
      snapshot.subject.name,
      formatInr(snapshot.summary.outstanding),
      '21, Nov, 2026',
    ])
      expect(text).toContain(value);
    for (const english of ['Credit information report', 'What lowered the score', 'Reported by', 'Page 1'])
      expect(text).not.toContain(english);
  });

  it('prints a Devanagari name in the English report in a font that has it', async () => {
    const pdf = await renderCirPdf(cirSnapshotFixture(), options('en'));
    expect(pdfActualTexts(pdf)).toContain('श्री राम ट्रेडर्स');
    expect(await pdfText(pdf)).toMatch(/#4109 27AAACS1234A1Z2 [\u0900-\u097F]/); // drawn with Devanagari glyphs, not blanks
  });

  it('says "no credit history" plainly instead of a score', async () => {
    const snapshot = noHistorySnapshot();
    const en = await pdfText(await renderCirPdf(snapshot, { ...options('en'), reportId: 1289 }));
    for (const expected of [
      'Report no. 1289',
      'No credit history',
      'nothing to score yet',
      '09AAGCR4455C1ZE',
      'No case has been reported against this business.',
    ])
      expect(en).toContain(expected);
    for (const absent of ['out of 900', 'Band:', 'What lowered the score']) expect(en).not.toContain(absent);
    const hi = await hindiText(await renderCirPdf(snapshot, { ...options('hi'), reportId: 1289 }));
    expect(hi).toContain('कोई क्रेडिट इतिहास नहीं');
    expect(hi).not.toContain('900 में से');
  });

  it('spreads 150 cases over pages: rows whole, the header and the footer on every page, in a few seconds', async () => {
    const snapshot = cirSnapshotFixture({ caseCount: 150 });
    await renderCirPdf(cirSnapshotFixture(), options('en')); // fonts loaded
    const started = performance.now();
    const pdf = await renderCirPdf(snapshot, options('en'));
    // Measured ~300 ms here; the bound is loose so a busy machine does not fail it.
    expect(performance.now() - started).toBeLessThan(3000);

    const pages = await pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    for (const c of snapshot.cases) {
      const on = pages.filter((page) => page.includes(`#${c.id} ${c.gstin}`));
      expect(on, `case #${c.id} is printed once`).toHaveLength(1);
      // A row never splits: its amounts and dates are on the page where it starts.
      for (const part of [
        `Due: ${formatInr(c.due_amount)}`,
        `Outstanding: ${formatInr(c.outstanding)}`,
        `Reported: ${formatDate(c.reported_on)}`,
      ])
        expect(on[0]).toContain(part);
    }
    const tablePages = pages.filter((page) => /#\d{4} \d{2}[A-Z]{5}/.test(page));
    expect(tablePages.length).toBeGreaterThan(2);
    for (const page of tablePages) expect(page).toContain('Case / GSTIN Reported by Status Amounts Dates');
  });

  it('renders the same report to the same bytes', async () => {
    const a = await renderCirPdf(cirSnapshotFixture(), options('hi'));
    const b = await renderCirPdf(cirSnapshotFixture(), options('hi'));
    expect(a.equals(b)).toBe(true);
  });
});
