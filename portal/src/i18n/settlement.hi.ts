/** Hindi texts of the settlement pages: the same keys as settlement.en.ts. */
import type { settlementEn } from './settlement.en';

export const settlementHi: typeof settlementEn = {
  listTitle: 'निपटारे के अनुरोध',
  listIntro: 'आपके मामलों के दोनों पक्षों पर, आपके माँगे हुए या आपसे माँगे गए निपटारे।',
  none: 'अभी आपका कोई निपटारा अनुरोध नहीं है।',
  request: 'अनुरोध #{{id}}',
  yourSide: 'आपका पक्ष',
  side: { reporter: 'यह मामला आपने दर्ज किया', defaulter: 'आपके व्यवसाय के विरुद्ध दर्ज' },
  amount: 'राशि',
  paid: 'अब तक भुगतान',
  schedule: { full: 'एक भुगतान', instalments: 'किस्तें' },
  status: { initialised: 'कोड की प्रतीक्षा', inprogress: 'प्रगति पर', approved: 'स्वीकृत', rejected: 'अस्वीकृत', settled: 'निपटाया गया' },
  openedOn: 'खोला गया',
};
