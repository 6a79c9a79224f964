/**
 * The credit information report as a PDF (issue 11 §2), in English or Hindi: the same content as the
 * report's screen, from the stored snapshot only — identity, score with its band and reasons (or "no
 * credit history"), summary, every case with its dispute statement, settlements, 24 months of trends,
 * enquiries — plus the report number, a footer with page numbers on every page and a QR code of the
 * verification link (GET /api/cir/verify/:code answers whether the PDF is genuine).
 *
 * Pure: no database, no clock (the snapshot's generated_at dates the file, so one report always renders
 * to the same bytes). Hindi uses Noto Sans Devanagari, shaped by pdfkit's fontkit (docs/cir-model.md,
 * "The PDF"). Labels: cirPdfLabels.ts; page machinery: cirPdfLayout.ts; drawings: cirPdfCharts.ts.
 */
import { groupedHash, type CirCaseView, type CirReportSnapshot } from '../../contracts/cir';
import { reporterView } from '../../contracts/cirView';
import { CASE_STATUS_LABELS_HI, type CaseStatus } from '../../contracts/caseTransitions';
import { formatDate } from '../../validation/dates';
import { formatInr, toPaise } from '../../validation/money';
import { statusLabel } from '../defaulterCases';
import { drawQrCode, drawScoreBar, drawTrendChart } from './cirPdfCharts';
import { cirSnapshotHash } from './cirVerification';
import { ACCENT, CirPdfWriter, MUTED, SHADE, type TableColumn, type TableRow } from './cirPdfLayout';
import {
  bandLabel,
  CIR_PDF_LABELS,
  CIR_PURPOSE_LABELS,
  DISPUTE_STATUS_LABELS,
  fill,
  type CirPdfLabels,
  type CirPdfLanguage,
} from './cirPdfLabels';

export interface CirPdfOptions {
  lang: CirPdfLanguage;
  reportId: number;
  /** The verification page of this report; printed and encoded in the QR code. */
  verifyUrl: string;
  /** The brand printed in the header and footer (BRAND_NAME); 'Bakaya' when not given. */
  brand?: string;
}

interface Ctx {
  w: CirPdfWriter;
  s: CirReportSnapshot;
  t: CirPdfLabels;
  opts: CirPdfOptions;
  brand: string;
}

const count = (n: number) => n.toLocaleString('en-IN');

export async function renderCirPdf(snapshot: CirReportSnapshot, opts: CirPdfOptions): Promise<Buffer> {
  const t = CIR_PDF_LABELS[opts.lang];
  const brand = opts.brand ?? 'Bakaya';
  const w = new CirPdfWriter(opts.lang, {
    title: `${CIR_PDF_LABELS.en.title} ${opts.reportId} — ${snapshot.subject.gstin}`,
    createdAt: new Date(snapshot.generated_at),
  });
  const ctx: Ctx = { w, s: snapshot, t, opts, brand };
  drawHeader(ctx);
  drawIdentity(ctx);
  drawVerification(ctx);
  drawScore(ctx);
  drawSummary(ctx);
  drawCases(ctx);
  drawSettlements(ctx);
  drawTrends(ctx);
  drawEnquiries(ctx);
  const date = formatDate(snapshot.generated_at);
  return w.finish((n, total) => ({ left: fill(t.footer, { brand, id: opts.reportId, date }), right: fill(t.page, { n, total }) }));
}

function drawHeader({ w, s, t, opts, brand }: Ctx): void {
  const top = w.y;
  w.text(brand, w.left, top, { size: 17, bold: true, color: ACCENT, width: 280 });
  const titleBottom = w.text(t.title, w.left, w.doc.y, { size: 13, bold: true, width: 280 });
  const rightX = w.right - 240;
  w.text(`${t.reportNo} ${opts.reportId}`, rightX, top + 2, { size: 11, bold: true, width: 240, align: 'right' });
  w.text(`${t.generatedOn} ${formatDate(s.generated_at)}`, rightX, w.doc.y + 1, { size: 8.5, color: MUTED, width: 240, align: 'right' });
  const rightBottom = w.text(`${t.verificationCode} ${s.verification_code}`, rightX, w.doc.y + 1, {
    size: 8.5,
    color: MUTED,
    width: 240,
    align: 'right',
  });
  w.y = Math.max(titleBottom, rightBottom) + 8;
  w.rule(w.y, ACCENT, 1.5);
  w.y += 6;
  const intro = `${fill(t.snapshot, { brand, date: formatDate(s.generated_at) })} ${fill(t.notice, { brand })}`;
  w.paragraph(intro, { size: 8, color: MUTED });
}

function registrationAge(t: CirPdfLabels, days: number | null): string {
  if (days === null) return t.notKnown;
  if (days < 365) return days === 1 ? t.oneDay : fill(t.days, { n: count(days) });
  const years = Math.floor(days / 365);
  return fill(years === 1 ? t.daysAboutOneYear : t.daysAboutYears, { n: count(days), y: years });
}

function drawIdentity({ w, s, t }: Ctx): void {
  w.heading(t.business, 110);
  const subject = s.subject;
  const others = subject.gstins.filter((g) => g !== subject.gstin);
  const rows: Array<[string, string]> = [
    [t.legalName, subject.name],
    ...(subject.trade_name ? [[t.tradeName, subject.trade_name] as [string, string]] : []),
    [t.gstin, subject.gstin],
    [t.pan, subject.pan],
    [t.state, subject.state_name ?? t.notKnown],
    ...(others.length ? [[t.otherGstins, others.join(', ')] as [string, string]] : []),
    [t.registrationAge, registrationAge(t, subject.registration_age_days)],
  ];
  const labelW = 150;
  for (const [label, value] of rows) {
    const h = Math.max(w.measure(value, { size: 9.5, bold: true, width: w.width - labelW }), 12);
    w.ensure(h);
    w.text(label, w.left, w.y + 1, { size: 8.5, color: MUTED, width: labelW - 8 });
    w.text(value, w.left + labelW, w.y, { size: 9.5, bold: true, width: w.width - labelW });
    w.y += h + 3;
  }
}

function drawVerification({ w, s, t, opts }: Ctx): void {
  const size = 74;
  const boxH = size + 24;
  w.y += 6;
  w.ensure(boxH);
  const top = w.y;
  w.doc.rect(w.left, top, w.width, boxH).fill(SHADE);
  drawQrCode(w, opts.verifyUrl, w.left + 6, top + 6, size);
  const x = w.left + size + 20;
  const width = w.right - x - 10;
  w.text(t.verifyTitle, x, top + 12, { size: 10.5, bold: true, width });
  w.text(fill(t.verifyText, { url: opts.verifyUrl }), x, w.doc.y + 3, { size: 9, width, link: opts.verifyUrl });
  w.text(`${t.verificationCode}: ${s.verification_code}`, x, w.doc.y + 3, { size: 8.5, color: MUTED, width });
  // The fingerprint of the snapshot this PDF is drawn from; the verification page shows the same (./cirVerification.ts).
  const hashBottom = w.text(`${t.fingerprint}: ${groupedHash(cirSnapshotHash(s))}`, x, w.doc.y + 3, { size: 7.5, color: MUTED, width });
  w.y = Math.max(top + boxH, hashBottom + 6) + 4;
}

function drawScore({ w, s, t, opts }: Ctx): void {
  w.heading(t.score, 110);
  const score = s.score;
  if (score.kind === 'no_history') {
    const textH = w.measure(t.noHistoryText, { size: 9, width: w.width - 24 });
    const top = w.y;
    w.doc.rect(w.left, top, w.width, textH + 40).fill(SHADE);
    w.text(t.noHistory, w.left + 12, top + 10, { size: 14, bold: true });
    w.text(t.noHistoryText, w.left + 12, top + 30, { size: 9, width: w.width - 24 });
    w.y = top + textH + 48;
    return;
  }
  const colour = score.band?.colour ?? MUTED;
  const leftW = 170;
  const rx = w.left + leftW + 20;
  const rw = w.right - rx;
  const reasonLines = score.reasons.map((r) => ({
    text: opts.lang === 'hi' ? r.hi : r.en,
    points: fill(t.pointsLost, { n: r.points_lost }),
  }));
  const reasonsH = 16 + reasonLines.reduce((sum, r) => sum + w.measure(r.text, { size: 9, width: rw - 70 }) + 5, 0);
  const height = Math.max(104, reasonsH + 8);
  w.ensure(height);
  const top = w.y;
  w.text(String(score.score), w.left, top, { size: 36, bold: true, color: colour, width: leftW });
  w.text(t.outOf, w.left, w.doc.y - 4, { size: 8.5, color: MUTED, width: leftW });
  let y = w.doc.y + 4;
  if (score.band) {
    const label = `${t.band}: ${bandLabel(score.band.name, opts.lang)}`;
    const pillW = Math.min(leftW, w.widthOf(label, { size: 9, bold: true }) + 16);
    w.doc.roundedRect(w.left, y, pillW, 17, 8).fill(colour);
    w.text(label, w.left + 8, y + 3, { size: 9, bold: true, color: '#ffffff', width: pillW - 8 });
    y += 24;
  }
  drawScoreBar(w, w.left, y + 4, leftW, score.score, colour);

  w.text(t.reasons, rx, top, { size: 10, bold: true, width: rw });
  let ry = top + 16;
  if (!reasonLines.length) w.text(t.noReasons, rx, ry, { size: 9, color: MUTED, width: rw });
  for (const r of reasonLines) {
    w.doc.circle(rx + 3, ry + 6, 2).fill(colour);
    const bottom = w.text(r.text, rx + 10, ry, { size: 9, width: rw - 80 });
    w.text(r.points, w.right - 65, ry + 1, { size: 8.5, bold: true, color: MUTED, width: 65, align: 'right' });
    ry = bottom + 5;
  }
  w.y = top + height;
}

function drawSummary({ w, s, t, opts }: Ctx): void {
  const sum = s.summary;
  w.heading(t.summary, 130);
  const tiles: Array<[string, string]> = [
    [t.outstanding, formatInr(sum.outstanding)],
    [t.settled, formatInr(sum.settled)],
    [t.writtenOff, formatInr(sum.written_off)],
    [t.msmedInterest, formatInr(sum.msmed_interest)],
    [t.listedCases, count(sum.listed_cases)],
    [t.distinctReporters, count(sum.distinct_reporters)],
    [t.oldestOverdue, sum.oldest_overdue_days === null ? '—' : fill(t.daysPastDue, { n: count(sum.oldest_overdue_days) })],
    [t.openDisputes, count(sum.open_disputes)],
  ];
  const tileW = w.width / 4;
  for (let row = 0; row < tiles.length; row += 4) {
    const top = w.y;
    let bottom = top;
    tiles.slice(row, row + 4).forEach(([label, value], i) => {
      const x = w.left + i * tileW;
      const labelBottom = w.text(label, x, top, { size: 8, color: MUTED, width: tileW - 10 });
      bottom = Math.max(bottom, w.text(value, x, labelBottom + 1, { size: 11, bold: true, width: tileW - 10 }));
    });
    w.y = bottom + 8;
  }
  const byStatus = Object.entries(sum.cases_by_status)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${caseStatusText(status, opts.lang)}: ${count(n)}`);
  if (byStatus.length) line(w, t.casesByStatus, byStatus.join(' · '));
  const tx = sum.transactions;
  line(w, t.purchases, fill(t.purchasesValue, { a: count(tx.paid_on_time), b: count(tx.paid_late), c: count(tx.overdue) }));
}

/** A case's reporter in the report's language: its name, or "a member in <state>" (the snapshot stores English). */
function reporterText(reporter: string, t: CirPdfLabels): string {
  if (reporter.trim() === 'A member') return t.aMember;
  const r = reporterView(reporter);
  return r.kind === 'named' ? r.name : fill(t.memberIn, { state: r.state });
}

/** 'Label: value' across the page. */
function line(w: CirPdfWriter, label: string, value: string): void {
  w.paragraph(`${label}: ${value}`, { size: 8.5 }, 3);
}

function caseStatusText(status: string, lang: CirPdfLanguage, label?: string): string {
  if (lang === 'hi' && status in CASE_STATUS_LABELS_HI) return CASE_STATUS_LABELS_HI[status as CaseStatus];
  return label ?? statusLabel(status as CaseStatus);
}

function caseRow(c: CirCaseView, t: CirPdfLabels, lang: CirPdfLanguage): TableRow {
  const money = (label: string, amount: string) => `${label}: ${formatInr(amount)}`;
  const amounts = [money(t.due, c.due_amount)];
  if (toPaise(c.settled_amount) > 0) amounts.push(money(t.settledShort, c.settled_amount));
  if (toPaise(c.write_off_amount) > 0) amounts.push(money(t.writtenOffShort, c.write_off_amount));
  amounts.push(money(t.outstandingShort, c.outstanding));
  if (toPaise(c.msmed_interest) > 0) amounts.push(money(t.msmedShort, c.msmed_interest));
  const dates = [
    `${t.dueDate}: ${c.due_date ? formatDate(c.due_date) : '—'}`,
    `${t.reportedOn}: ${formatDate(c.reported_on)}`,
    c.listed_from ? `${t.listedFrom}: ${formatDate(c.listed_from)}` : t.notCounted,
  ];
  let note: string | undefined;
  if (c.dispute) {
    const d = c.dispute;
    const values = {
      status: DISPUTE_STATUS_LABELS[lang][d.status],
      date: formatDate(d.opened_on),
      decided: d.decided_on ? formatDate(d.decided_on) : '',
    };
    note = `${fill(d.decided_on ? t.disputeDecided : t.dispute, values)} “${d.statement.trim()}”`;
  }
  return {
    cells: [
      `#${c.id}\n${c.gstin}`,
      reporterText(c.reporter, t),
      caseStatusText(c.status, lang, c.status_label),
      amounts.join('\n'),
      dates.join('\n'),
    ],
    note,
  };
}

/** A titled table, or a sentence when it has no rows; the title never stays alone at a page's foot. */
function tableSection(w: CirPdfWriter, title: string, columns: TableColumn[], rows: TableRow[], empty: string): void {
  w.heading(title, rows.length ? w.tableStart(columns, rows) : 20);
  if (rows.length) w.table(columns, rows);
  else w.paragraph(empty, { color: MUTED });
}

function drawCases({ w, s, t, opts }: Ctx): void {
  const columns: TableColumn[] = [
    { header: `${t.colCase} / ${t.gstin}`, width: 88, bold: true },
    { header: t.colReporter, width: 104 },
    { header: t.colStatus, width: 80 },
    { header: t.colAmounts, width: 121 },
    { header: t.colDates, width: w.width - 393 },
  ];
  tableSection(
    w,
    t.cases,
    columns,
    s.cases.map((c) => caseRow(c, t, opts.lang)),
    t.noCases,
  );
}

function drawSettlements({ w, s, t }: Ctx): void {
  const timing = (d: number | null) =>
    d === null ? '—' : d > 0 ? fill(t.daysAfterDue, { n: count(d) }) : d === 0 ? t.onDueDate : fill(t.daysBeforeDue, { n: count(-d) });
  const columns: TableColumn[] = [
    { header: t.colCase, width: 80, bold: true },
    { header: t.colSettledOn, width: 130 },
    { header: t.colAmount, width: 140, align: 'right' },
    { header: t.colTiming, width: w.width - 350 },
  ];
  const rows = s.settlements.map((x) => ({
    cells: [`#${x.case_id}`, formatDate(x.settled_on), formatInr(x.amount), timing(x.days_from_due)],
  }));
  tableSection(w, t.settlements, columns, rows, t.noSettlements);
}

function drawTrends({ w, s, t }: Ctx): void {
  const any = s.trends.some((m) => m.new_cases > 0 || toPaise(m.new_due) > 0 || toPaise(m.settled) > 0);
  w.heading(t.trends, any ? 170 : 20);
  if (any) drawTrendChart(w, s.trends, { newDue: t.newDue, settled: t.settledLegend, newCases: t.newCases });
  else w.paragraph(t.noTrends, { color: MUTED });
}

function drawEnquiries({ w, s, t, opts }: Ctx): void {
  const e = s.enquiries;
  if (e.kind === 'counts') {
    w.heading(t.enquiries, 20);
    return w.paragraph(fill(t.enquiryCounts, { a: count(e.last_30_days), b: count(e.last_12_months) }));
  }
  const columns: TableColumn[] = [
    { header: t.colDate, width: 110 },
    { header: t.colMember, width: 250 },
    { header: t.colPurpose, width: w.width - 360 },
  ];
  const rows = e.items.map((x) => ({ cells: [formatDate(x.at), x.member, CIR_PURPOSE_LABELS[opts.lang][x.purpose]] }));
  tableSection(w, t.enquiries, columns, rows, t.noEnquiries);
}
