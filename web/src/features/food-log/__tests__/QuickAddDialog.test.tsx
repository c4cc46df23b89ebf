import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { mealTypeForHour } from '../mealTypes';
import { QuickAddDialog } from '../QuickAddDialog';
import { validateQuickAdd } from '../quickAddForm';

describe('quick add', () => {
  it('needs calories; macros are optional but must be sensible', () => {
    expect(validateQuickAdd({ name: '', calories: '', protein: '', carbs: '', fat: '' }).errors.calories).toBe('Enter the calories.');
    expect(validateQuickAdd({ name: '', calories: '-5', protein: '', carbs: '', fat: '' }).errors.calories).toMatch(/between 1 and 10,000/);
    expect(validateQuickAdd({ name: '', calories: '250', protein: '-1', carbs: '', fat: '' }).errors.protein).toMatch(/between 0/);
    expect(validateQuickAdd({ name: ' Cake ', calories: '250', protein: '', carbs: '30', fat: '' }).values).toEqual({
      name: 'Cake',
      calories: 250,
      protein: null,
      carbs: 30,
      fat: null,
    });
  });

  it('shows the errors and sends nothing until the form is valid', () => {
    const onSubmit = jest.fn();
    render(<QuickAddDialog open initialMealType="snack" dayLabel="Today" onClose={() => undefined} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Snack' }));
    expect(screen.getByText('Enter the calories.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Calories/), { target: { value: '320' } });
    fireEvent.change(screen.getByLabelText('Fat (g)'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Snack' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: null, calories: 320, protein: null, carbs: null, fat: 15, mealType: 'snack' });
  });
});

describe('mealTypeForHour', () => {
  it('follows the spec: 5–10 breakfast, 11–15 lunch, 16–21 dinner, otherwise snack', () => {
    expect([4, 5, 10, 11, 15, 16, 21, 22, 0].map(mealTypeForHour)).toEqual([
      'snack',
      'breakfast',
      'breakfast',
      'lunch',
      'lunch',
      'dinner',
      'dinner',
      'snack',
      'snack',
    ]);
  });
});
