import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { NutritionProgress } from '../NutritionProgress';

describe('NutritionProgress', () => {
  it('marks macros over their target in the warning colour and says by how much', () => {
    render(
      <NutritionProgress eaten={{ calories: 1650, protein: 111.4, carbs: 143, fat: 44.2 }} targets={{ calories: 1595, protein: 99, carbs: 200, fat: 44 }} />,
    );
    const protein = screen.getByText('111 / 99 g · 12 g over');
    expect(protein).toHaveAttribute('data-over', 'true');
    expect(screen.getByRole('progressbar', { name: 'Protein' })).toHaveAttribute('aria-valuetext', '111 of 99 g, 12 g over');
    // 44.2 g shows as 44 g: not over the 44 g target as the reader sees it.
    expect(screen.getByText('44 / 44 g')).not.toHaveAttribute('data-over');
    expect(screen.getByText('143 / 200 g')).not.toHaveAttribute('data-over');
    expect(screen.getByText('55 kcal over')).toBeInTheDocument();
  });
});
