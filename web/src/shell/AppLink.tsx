import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface AppLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  inline?: boolean;
  onClick?: () => void;
}

/** A Fluent link that navigates inside the app (and still opens new tabs on ctrl/cmd-click). */
export function AppLink({ to, children, className, inline, onClick }: AppLinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Link href={to} className={className} inline={inline} onClick={handleClick}>
      {children}
    </Link>
  );
}
