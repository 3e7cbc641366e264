import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/web/ui/alert';
import { errorMessages, type FormErrors, GENERIC_ERROR_HEADING } from '../lib/form-errors';

/** The red alert above a form listing every error; `heading` defaults to "Please fix the following errors:". */
export function ErrorSummary({
  errors,
  heading,
}: {
  errors: FormErrors | undefined;
  heading?: (count: number) => string;
}) {
  const messages = errorMessages(errors);
  if (messages.length === 0) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{heading ? heading(messages.length) : GENERIC_ERROR_HEADING}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
