/** Coloured status chips stay readable: every registry choice colour with its chip text reaches 4.5:1 (WCAG AA). */
import { resources } from '@bakaya/api/registry';
import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastText } from '../../admin/src/format/display';

describe('status chip contrast', () => {
  it('every coloured choice of the registry reads at 4.5:1 or more', () => {
    const low: string[] = [];
    for (const r of resources)
      for (const [name, f] of Object.entries(r.fields))
        for (const c of f.choices ?? []) {
          if (!c.colour) continue;
          const ratio = contrastRatio(c.colour, contrastText(c.colour) === '#fff' ? '#ffffff' : '#000000');
          if (ratio < 4.5) low.push(`${r.name}.${name}=${c.id} ${c.colour} ${ratio.toFixed(2)}`);
        }
    expect(low).toEqual([]);
  });
});
