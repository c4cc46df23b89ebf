import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ChatMessageText } from '../ChatMessageText';

describe('ChatMessageText', () => {
  it('renders bullet lists and bold text as elements', () => {
    const { container } = render(<ChatMessageText text={'Logged to **breakfast**:\n- Egg: 2 large, **182 kcal**\n- Toast: 33 g\n\n**Total: 274 kcal.**'} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Egg: 2 large, 182 kcal', 'Toast: 33 g']);
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual(['breakfast', '182 kcal', 'Total: 274 kcal.']);
  });

  it('never turns message text into HTML', () => {
    const { container } = render(<ChatMessageText text={'<img src=x onerror="alert(1)"> <script>alert(2)</script> **<b>bold</b>**'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('strong')?.textContent).toBe('<b>bold</b>');
  });
});
