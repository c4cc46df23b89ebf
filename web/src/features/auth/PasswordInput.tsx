import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';

/** A password input with a show/hide button. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={isVisible ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={isVisible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
        />
      }
    />
  );
}
