import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Dispatch, FormEvent, RefObject, SetStateAction } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import type { Language } from '@macao-phr/contract';
import { ApiError } from '../../../api/index.ts';
import type { CallOptions } from '../../../api/index.ts';
import { focusField } from '../../../hooks/focus-field.ts';
import { $language } from '../../../stores/language.ts';
import { pushToast } from '../../../stores/toasts.ts';
import { serverErrors } from './form.ts';
import type { Checked, Errors } from './form.ts';

/** `missing`: the reading to edit was not found, or could not be loaded. */
export type ReadingFormStatus = 'loading' | 'ready' | 'missing' | 'saving';

export interface ReadingFormOptions<V, I, R, F extends string> {
  /** The reading edited (`?id=`); undefined for a new one. */
  readonly id: number | undefined;
  /** The values a new reading starts with. */
  readonly initial: () => V;
  /** The fields in the order they are shown: after a refused save the first one in error gets the focus. */
  readonly fields: readonly F[];
  /** Finds the reading to edit among the resident's own; undefined when there is none with that id. */
  readonly find: (id: number, signal: AbortSignal) => Promise<R | undefined>;
  /** The form's values of a found reading. */
  readonly toValues: (row: R) => V;
  /** Another thing the reading is looked up by besides its id (the glucose form's kind): a change loads it again. */
  readonly findKey?: string;
  readonly validate: (values: V, language: Language) => Checked<I, F>;
  /** Adds the reading (id undefined) or changes it. */
  readonly save: (input: I, id: number | undefined, options: CallOptions) => Promise<unknown>;
  readonly remove: (id: number) => Promise<unknown>;
  /** Where the form goes after saving, deleting or cancelling. */
  readonly back: string;
  /** The toasts after saving and after deleting, in the page's language. */
  readonly saved: string;
  readonly deleted: string;
}

export interface ReadingForm<V, F extends string> {
  readonly values: V;
  readonly setValues: Dispatch<SetStateAction<V>>;
  readonly errors: Errors<F>;
  readonly status: ReadingFormStatus;
  readonly editing: boolean;
  readonly saving: boolean;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  readonly remove: () => Promise<void>;
  readonly cancel: () => void;
}

/**
 * What the three reading forms (blood pressure, BMI, glucose) do alike: with an id, find the reading and fill the
 * form (the form says so when it is not found); on save, check the values with the contract's schema and show the
 * first message of each field there, with the focus on the first field in error, before anything is sent; send the
 * reading with the client's toast off, so the server's field errors land on the same fields (any other refusal
 * toasts its message); after saving or deleting, a toast and back to where the form was opened from.
 */
export function useReadingForm<V, I, R, F extends string>(options: ReadingFormOptions<V, I, R, F>): ReadingForm<V, F> {
  const { id, fields, back, findKey } = options;
  const language = useStore($language);
  const [, navigate] = useLocation();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [status, setStatus] = useState<ReadingFormStatus>(id !== undefined ? 'loading' : 'ready');
  const formRef = useRef<HTMLFormElement>(null);

  const find = useEffectEvent(options.find);
  const toValues = useEffectEvent(options.toValues);
  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    find(id, controller.signal)
      .then((row) => {
        if (row === undefined) return setStatus('missing');
        setValues(toValues(row));
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('missing');
      });
    return () => controller.abort();
  }, [id, findKey]);

  const show = (found: Errors<F>): void => {
    setErrors(found);
    const first = fields.find((field) => found[field] !== undefined);
    if (first !== undefined) focusField(formRef.current, first);
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const checked = options.validate(values, language);
    if (!checked.ok) return show(checked.errors);
    setErrors({});
    setStatus('saving');
    try {
      await options.save(checked.input, id, { toastOnError: false });
      pushToast('success', options.saved);
      navigate(back);
    } catch (error) {
      setStatus('ready');
      const fromServer = serverErrors(error, fields);
      if (fromServer !== undefined) show(fromServer);
      // The call opted out of the client's toast to put field errors at their fields; other refusals still toast.
      else if (error instanceof ApiError && error.kind === 'result') pushToast('error', error.message);
    }
  };

  const remove = async (): Promise<void> => {
    if (id === undefined) return;
    setStatus('saving');
    try {
      await options.remove(id);
      pushToast('success', options.deleted);
      navigate(back);
    } catch {
      setStatus('ready');
    }
  };

  return { values, setValues, errors, status, editing: id !== undefined, saving: status === 'saving', formRef, submit, remove, cancel: () => navigate(back) };
}
