/**
 * GST state codes (CBIC list) with a principal business city and its PIN prefix, for the sandbox
 * adapter's plausible addresses. 25 and 28 are pre-merger codes still found on older GSTINs.
 */
export interface GstState {
  name: string;
  city: string;
  pinPrefix: string;
}

export const GST_STATES: Readonly<Record<string, GstState>> = {
  '01': { name: 'Jammu and Kashmir', city: 'Srinagar', pinPrefix: '190' },
  '02': { name: 'Himachal Pradesh', city: 'Shimla', pinPrefix: '171' },
  '03': { name: 'Punjab', city: 'Ludhiana', pinPrefix: '141' },
  '04': { name: 'Chandigarh', city: 'Chandigarh', pinPrefix: '160' },
  '05': { name: 'Uttarakhand', city: 'Dehradun', pinPrefix: '248' },
  '06': { name: 'Haryana', city: 'Gurugram', pinPrefix: '122' },
  '07': { name: 'Delhi', city: 'New Delhi', pinPrefix: '110' },
  '08': { name: 'Rajasthan', city: 'Jaipur', pinPrefix: '302' },
  '09': { name: 'Uttar Pradesh', city: 'Lucknow', pinPrefix: '226' },
  '10': { name: 'Bihar', city: 'Patna', pinPrefix: '800' },
  '11': { name: 'Sikkim', city: 'Gangtok', pinPrefix: '737' },
  '12': { name: 'Arunachal Pradesh', city: 'Itanagar', pinPrefix: '791' },
  '13': { name: 'Nagaland', city: 'Kohima', pinPrefix: '797' },
  '14': { name: 'Manipur', city: 'Imphal', pinPrefix: '795' },
  '15': { name: 'Mizoram', city: 'Aizawl', pinPrefix: '796' },
  '16': { name: 'Tripura', city: 'Agartala', pinPrefix: '799' },
  '17': { name: 'Meghalaya', city: 'Shillong', pinPrefix: '793' },
  '18': { name: 'Assam', city: 'Guwahati', pinPrefix: '781' },
  '19': { name: 'West Bengal', city: 'Kolkata', pinPrefix: '700' },
  '20': { name: 'Jharkhand', city: 'Ranchi', pinPrefix: '834' },
  '21': { name: 'Odisha', city: 'Bhubaneswar', pinPrefix: '751' },
  '22': { name: 'Chhattisgarh', city: 'Raipur', pinPrefix: '492' },
  '23': { name: 'Madhya Pradesh', city: 'Indore', pinPrefix: '452' },
  '24': { name: 'Gujarat', city: 'Ahmedabad', pinPrefix: '380' },
  '25': { name: 'Daman and Diu', city: 'Daman', pinPrefix: '396' },
  '26': { name: 'Dadra and Nagar Haveli and Daman and Diu', city: 'Silvassa', pinPrefix: '396' },
  '27': { name: 'Maharashtra', city: 'Mumbai', pinPrefix: '400' },
  '28': { name: 'Andhra Pradesh', city: 'Hyderabad', pinPrefix: '500' },
  '29': { name: 'Karnataka', city: 'Bengaluru', pinPrefix: '560' },
  '30': { name: 'Goa', city: 'Panaji', pinPrefix: '403' },
  '31': { name: 'Lakshadweep', city: 'Kavaratti', pinPrefix: '682' },
  '32': { name: 'Kerala', city: 'Kochi', pinPrefix: '682' },
  '33': { name: 'Tamil Nadu', city: 'Chennai', pinPrefix: '600' },
  '34': { name: 'Puducherry', city: 'Puducherry', pinPrefix: '605' },
  '35': { name: 'Andaman and Nicobar Islands', city: 'Port Blair', pinPrefix: '744' },
  '36': { name: 'Telangana', city: 'Hyderabad', pinPrefix: '500' },
  '37': { name: 'Andhra Pradesh', city: 'Vijayawada', pinPrefix: '520' },
  '38': { name: 'Ladakh', city: 'Leh', pinPrefix: '194' },
  '97': { name: 'Other Territory', city: 'New Delhi', pinPrefix: '110' },
  '99': { name: 'Centre Jurisdiction', city: 'New Delhi', pinPrefix: '110' },
};
