import { zodResolver } from '@hookform/resolvers/zod';
import type { HostJudgeInput } from '@nyaya/shared';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { hostJudgeSchema } from '../api/save-hosts';

type JudgeChoiceFormProps = {
  id: string;
  label: string;
  judges: SelectOption[];
  chosen: string | undefined;
  placeholder: string;
  isSaving: boolean;
  onSave: (input: HostJudgeInput, setError: UseFormSetError<HostJudgeInput>) => void;
  /** Beside Save, e.g. Remove. */
  children?: ReactNode;
};

/** A judge chosen from the list for one court room, and saved; a refused choice shows under the list. */
export function JudgeChoiceForm({
  id,
  label,
  judges,
  chosen,
  placeholder,
  isSaving,
  onSave,
  children,
}: JudgeChoiceFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(hostJudgeSchema), defaultValues: { judgeId: chosen ?? '' } });
  const submit = form.handleSubmit((input) => onSave(input, form.setError));
  return (
    <Form noValidate onSubmit={submit} className="d-flex flex-wrap flex-xl-nowrap align-items-start gap-2">
      <SelectField
        id={id}
        label={label}
        labelHidden
        registration={form.register('judgeId')}
        options={judges}
        placeholder={placeholder}
        error={form.formState.errors.judgeId?.message}
        className="flex-grow-1"
      />
      <Button type="submit" disabled={isSaving}>
        {t('common.save')}
      </Button>
      {children}
    </Form>
  );
}
