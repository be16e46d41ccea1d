import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// Small form building blocks: every input has a visible label, its hint and error are tied to
// it with aria-describedby, and an error marks it aria-invalid.

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function TextField(props: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'password' | 'url';
  autoComplete?: string;
  placeholder?: string;
}) {
  const { id, label, registration, error, hint } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        spellCheck={false}
        placeholder={props.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...registration}
      />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
