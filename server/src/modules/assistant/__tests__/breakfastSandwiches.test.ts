import { describe, expect, it } from '@jest/globals';
import { parseMealText } from '../mealText/parseMealText.js';

const foods = (text: string) => parseMealText(text).map(({ food }) => food);

describe('a breakfast sandwich said the way it is ordered', () => {
  it('reads a meat, egg and cheese "on" a bagel, biscuit, croissant or english muffin as the one sandwich', () => {
    expect(foods('sausage, egg and cheese on a bagel')).toEqual(['sausage egg and cheese bagel']);
    expect(foods('egg and cheese on an english muffin')).toEqual(['egg and cheese english muffin sandwich']);
  });

  it('reads the bread said "with" egg, cheese and a meat as that sandwich, the meat in either place of the list', () => {
    expect(foods('an english muffin with egg, cheese and canadian bacon')).toEqual(['canadian bacon egg and cheese english muffin']);
    expect(foods('a biscuit with sausage, egg and cheese')).toEqual(['sausage egg and cheese biscuit']);
  });

  it('keeps the comma of the list out of a sandwich named before its bread, and leaves other spreads as foods of their own', () => {
    expect(foods('a bacon, egg and cheese croissant')).toEqual(['bacon egg and cheese croissant']);
    expect(foods('a bagel with cream cheese')).toEqual(['bagel', 'cream cheese']);
  });
});
