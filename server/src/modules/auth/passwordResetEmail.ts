export interface PasswordResetEmailFacts {
  firstName: string;
  resetUrl: string;
  ttlMinutes: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The reset email, as plain text and as simple HTML with the same words. */
export function passwordResetEmail({ firstName, resetUrl, ttlMinutes }: PasswordResetEmailFacts) {
  const lines = [
    `Hi ${firstName},`,
    'Someone (hopefully you) asked to reset the password of your Nutri account. Open this link to choose a new password:',
    resetUrl,
    `The link works once and expires in ${ttlMinutes} minutes. Setting a new password signs you out on every device.`,
    "If you didn't ask for this, you can ignore this email: your password stays the same.",
  ];
  const [greeting, intro, , expiry, ignore] = lines.map(escapeHtml);
  const href = escapeHtml(resetUrl);
  return {
    subject: 'Reset your Nutri password',
    text: `${lines.join('\n\n')}\n`,
    html: `<p>${greeting}</p><p>${intro}</p><p><a href="${href}">Choose a new password</a></p><p>${expiry}</p><p>${ignore}</p>`,
  };
}
