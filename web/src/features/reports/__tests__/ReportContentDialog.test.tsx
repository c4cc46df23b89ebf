import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { GraphQLRequestError } from '../../../relay/graphqlErrors';
import { ReportContentDialog } from '../ReportContentDialog';

function renderDialog(props: { content?: string } = {}) {
  const environment = createMockEnvironment();
  const onClose = jest.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ReportContentDialog open onClose={onClose} content={props.content ?? 'Eat only grapefruit for a week.'} contentType="analysis" />
    </RelayEnvironmentProvider>,
  );
  return { environment, onClose, user, dialog: screen.getByRole('dialog', { name: 'Report AI-Generated Content' }) };
}

const submitButton = () => screen.getByRole('button', { name: /Submit Report|Submitting\.\.\./ });

afterEach(() => {
  jest.useRealTimers();
});

describe('ReportContentDialog', () => {
  it('offers the six reasons, shows the content, and keeps submit disabled until a reason is chosen', async () => {
    const { user, environment } = renderDialog();
    const reasons = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(reasons).toHaveLength(6);
    for (const label of [
      'Inappropriate or offensive content',
      'Medical advice without proper disclaimers',
      'Inaccurate or misleading information',
      'Harmful dietary recommendations',
      'Spam or irrelevant content',
      'Other',
    ]) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Reported content' })).toHaveTextContent('Eat only grapefruit for a week.');
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    const details = screen.getByRole('textbox', { name: 'Additional Details (Optional)' });
    expect(details).toHaveAttribute('rows', '3');
    await user.click(screen.getByRole('radio', { name: 'Harmful dietary recommendations' }));
    expect(submitButton()).toBeEnabled();
  });

  it("'Other' reveals the 2-row 'Please specify the reason' field, sent as the description", async () => {
    const { user, environment } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const field = screen.getByRole('textbox', { name: 'Please specify the reason' });
    expect(field).toHaveAttribute('rows', '2');
    expect(screen.queryByRole('textbox', { name: 'Additional Details (Optional)' })).not.toBeInTheDocument();
    await user.type(field, 'It ignores my allergy');
    await user.click(submitButton());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      reason: 'other',
      description: 'It ignores my allergy',
      contentType: 'analysis',
      content: 'Eat only grapefruit for a week.',
    });
  });

  it("shows 'Submitting...' with the buttons disabled and ignores cancel and Escape meanwhile", async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Spam or irrelevant content' }));
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Report AI-Generated Content' })).toBeInTheDocument();
  });

  it('shows the 409 text in an alert inside the dialog and stays open', async () => {
    const { user, environment, onClose } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Inaccurate or misleading information' }));
    await user.click(submitButton());
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Already reported.', 'CONFLICT'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Report AI-Generated Content' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You have already reported this content. Each piece of content can only be reported once.');
    expect(submitButton()).toHaveTextContent('Submit Report');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the generic failure text for any other error', async () => {
    const { user, environment } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Inaccurate or misleading information' }));
    await user.click(submitButton());
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Boom', 'INTERNAL_SERVER_ERROR'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit report. Please try again.');
  });

  it('confirms, then closes itself after 2000 ms and resets the form', async () => {
    jest.useFakeTimers();
    const { user, environment, onClose } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Medical advice without proper disclaimers' }));
    await user.type(screen.getByRole('textbox', { name: 'Additional Details (Optional)' }), 'No disclaimer');
    await user.click(submitButton());
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation));
    });

    const confirmation = screen.getByRole('dialog', { name: 'Report Submitted' });
    expect(confirmation).toHaveTextContent("Thank you for your feedback. We'll review this content and take appropriate action.");
    act(() => jest.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    // The dialog is still mounted (its parent controls `open`): the form is back, empty.
    expect(screen.getByRole('radio', { name: 'Medical advice without proper disclaimers' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Additional Details (Optional)' })).toHaveValue('');
  });

  it('closing resets the fields', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Please specify the reason' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Other' })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
  });
});
