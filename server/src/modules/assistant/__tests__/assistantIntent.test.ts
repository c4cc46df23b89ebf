import { describe, expect, it } from '@jest/globals';
import { classifyMessage } from '../engine/assistantIntent.js';

describe('what a chat message asks for', () => {
  it('reads the foods of a day said first ("today: a banana …") as food to log, and a question about the day as one', () => {
    expect(classifyMessage('Today: a banana for breakfast and a cup of lentil soup for lunch.', 'general')).toBe('log_food');
    expect(classifyMessage('today a banana and a yogurt, a wendys jr cheeseburger for lunch', 'general')).toBe('log_food');
    expect(classifyMessage('yesterday i had two eggs', 'general')).toBe('log_food');
    expect(classifyMessage('how much protein have i had today?', 'general')).toBe('day_intake');
    expect(classifyMessage('my calories today', 'general')).toBe('day_intake');
  });

  it("reads a statement of foods with the day at its end as food to log, and the day's amounts as a question", () => {
    expect(classifyMessage('Pad thai with chicken for lunch today', 'general')).toBe('log_food');
    expect(classifyMessage('chicken salad today', 'general')).toBe('log_food');
    expect(classifyMessage('protein today', 'general')).toBe('day_intake');
    expect(classifyMessage('total calories eaten today', 'general')).toBe('day_intake');
    expect(classifyMessage('what did i eat today', 'general')).toBe('day_intake');
  });

  it('reads "can of …" as an amount, and "can …" as a question', () => {
    expect(classifyMessage('can of white claw', 'general')).toBe('log_food');
    expect(classifyMessage('can i still have dessert?', 'general')).toBe('day_remaining');
  });

  it('reads "treat" as medical only as a verb with its object, not as a food ("rice krispie treat")', () => {
    expect(classifyMessage('rice krispie treat 😋', 'general')).toBe('log_food');
    expect(classifyMessage('how do i treat my gout', 'general')).toBe('medical');
    expect(classifyMessage('what is the best treatment for reflux', 'general')).toBe('medical');
  });
});
