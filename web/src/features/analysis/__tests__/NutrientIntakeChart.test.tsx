import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { axisMaximum, NutrientIntakeChart } from '../NutrientIntakeChart';

const point = (key: string, label: string, dailyAverage: number, goal: { target?: number; reference?: number; limit?: number }) => ({
  key,
  label,
  unit: 'mg',
  dailyAverage,
  target: goal.target ?? null,
  reference: goal.reference ?? null,
  limit: goal.limit ?? null,
});

describe('NutrientIntakeChart', () => {
  it('draws bars on one axis from 0, so 35 % fills 35 % of the way to the 100 % line', () => {
    render(<NutrientIntakeChart nutrients={[point('iron', 'Iron', 6.3, { reference: 18 }), point('vc', 'Vitamin C', 90, { reference: 75 })]} />);
    const iron = screen.getByText('Iron').closest('li')!;
    const [fill, goalLine] = Array.from(iron.querySelectorAll('span[aria-hidden] > span')) as HTMLElement[];
    // Axis 0–150 %: 35 % is 23.33 % of the track, the 100 % line at 66.67 %; 35/100 of the way to it.
    expect(parseFloat(fill!.style.width) / 100).toBeCloseTo(35 / 150, 3);
    expect(goalLine!.style.left).toBe('calc(66.6667% - 1px)');
    expect(within(iron).getByText('35%')).toBeInTheDocument();
  });

  it('shows values over a target or a limit in the warning colour, but not intakes above a reference', () => {
    render(
      <NutrientIntakeChart
        nutrients={[
          point('protein', 'Protein', 120, { target: 99 }),
          point('sodium', 'Sodium', 2900, { limit: 2300 }),
          point('vc', 'Vitamin C', 160, { reference: 75 }),
        ]}
      />,
    );
    expect(screen.getByText('Protein').closest('li')).toHaveAttribute('data-over', 'true');
    expect(screen.getByText('Sodium').closest('li')).toHaveAttribute('data-over', 'true');
    expect(screen.getByText('Vitamin C').closest('li')).not.toHaveAttribute('data-over');
  });

  it('widens the axis for large values, up to 300 %', () => {
    expect(axisMaximum([35, 90])).toBe(150);
    expect(axisMaximum([213])).toBe(250);
    expect(axisMaximum([900])).toBe(300);
  });
});
