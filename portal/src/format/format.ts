/** Money and dates as the spec shows them, in both languages: ₹ with Indian grouping (en-IN), 'DD, Mon, YYYY' (IST). */
export { formatDate, formatInr } from '@bakaya/api/validation';
