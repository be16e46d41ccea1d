import type { UseFormRegisterReturn } from 'react-hook-form';

/** Radio buttons for one form field, under a visible legend. */
export function ChoiceGroup(props: {
  legend: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  variant?: 'segmented' | 'list';
  error?: string | undefined;
}) {
  return (
    <fieldset className={`choice-group choice-${props.variant ?? 'segmented'}`}>
      <legend>{props.legend}</legend>
      <div className="choice-options">
        {props.options.map((option) => (
          <label key={option.value} className="choice">
            <input type="radio" value={option.value} {...props.registration} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {props.error && <p className="field-error">{props.error}</p>}
    </fieldset>
  );
}
