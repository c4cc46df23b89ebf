import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardSource } from '../cardSource';
import { formatCardNumber, parseExpiry } from '../cardSource';
import { SandboxCardForm } from '../SandboxCardForm';

describe('the sandbox card form', () => {
  it('has the labelled fields of a card form and sends the card it was given', async () => {
    const onSubmit = jest.fn<(source: CardSource) => void>();
    render(<SandboxCardForm submitLabel="Subscribe" isBusy={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '07/29');
    await userEvent.type(screen.getByLabelText('CVC'), '1a23');
    await userEvent.type(screen.getByLabelText('ZIP / postal code'), '94107');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).toHaveBeenCalledWith({ card: { number: '4242424242424242', expMonth: 7, expYear: 29, cvc: '123', postalCode: '94107' } });
  });

  it('says which field is missing and sends nothing', async () => {
    const onSubmit = jest.fn<(source: CardSource) => void>();
    render(<SandboxCardForm submitLabel="Save card" isBusy={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '13/29');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByText('Enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit code.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled while a payment is processing', () => {
    render(<SandboxCardForm submitLabel="Subscribe" isBusy onSubmit={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  });
});

describe('card text', () => {
  it('reads expiry as MM/YY or MM/YYYY and refuses other text', () => {
    expect(parseExpiry('12/34')).toEqual({ expMonth: 12, expYear: 34 });
    expect(parseExpiry(' 1 / 2031 ')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('12-30')).toBeNull();
  });

  it('groups digits in fours and drops everything else', () => {
    expect(formatCardNumber('4000-0027 6000x3184')).toBe('4000 0027 6000 3184');
    expect(formatCardNumber('37828224631000512345')).toBe('3782 8224 6310 0051 234');
  });
});
