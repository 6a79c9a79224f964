/**
 * An amount in words as Indian invoices print it: the Indian system of units (thousand, lakh,
 * crore, with crores counted on: "One Thousand Crore"), no "and" inside a number, and "and"
 * only between rupees and paise — e.g. 125000050 paise → "Rupees Twelve Lakh Fifty Thousand and
 * Fifty Paise Only".
 */
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string[] {
  if (n < 20) return n === 0 ? [] : [ONES[n]!];
  return [TENS[Math.floor(n / 10)]!, ...(n % 10 ? [ONES[n % 10]!] : [])];
}

/** Words of a whole number ≥ 1 in lakhs and crores (an empty list for 0). */
function indianWords(n: number): string[] {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1_000) % 100;
  const hundred = Math.floor(n / 100) % 10;
  return [
    ...(crore ? [...indianWords(crore), 'Crore'] : []),
    ...(lakh ? [...belowHundred(lakh), 'Lakh'] : []),
    ...(thousand ? [...belowHundred(thousand), 'Thousand'] : []),
    ...(hundred ? [ONES[hundred]!, 'Hundred'] : []),
    ...belowHundred(n % 100),
  ];
}

export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Paise must be a whole, non-negative number, got ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeePart = rupees ? [rupees === 1 ? 'Rupee' : 'Rupees', ...indianWords(rupees)].join(' ') : '';
  const paisePart = rest ? [...belowHundred(rest), rest === 1 ? 'Paisa' : 'Paise'].join(' ') : '';
  if (!rupeePart && !paisePart) return 'Rupees Zero Only';
  return `${[rupeePart, paisePart].filter(Boolean).join(' and ')} Only`;
}
