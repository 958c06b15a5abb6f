import type { AvailableApartment } from '@safestay/contracts';
import { AlertCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useEarlyInput } from '../../lib/use-early-input';
import { AUTH_LABELS, type AuthFormValues, type AuthMode, EMPTY_AUTH_FORM } from './auth-form';
import { AUTH_TEXT } from './texts';
import { useAuthSubmit } from './use-auth-submit';

// Most visits sign in: the create-account fields load when that tab is chosen (docs/decisions/0012).
// /join's form is in that chunk too, and loads through here (login-page.tsx says why).
export const loadRegisterFields = () => import('./register-fields');
const RolePicker = lazy(() => loadRegisterFields().then((m) => ({ default: m.RolePicker })));
const RegisterFields = lazy(() => loadRegisterFields().then((m) => ({ default: m.RegisterFields })));

/** docs/product.md §2 "Login screen": combined sign-in and create-account. */
export function LoginForm() {
  const { mode, isRegister, values, set, switchMode, chosenApartment, chooseApartment, submit } = useLoginForm();
  const { error, fieldErrors: errors, submitting, onSubmit } = submit;
  const fields = { values, errors, set };
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (name, value) => {
    if (name === 'email' || name === 'password') set(name, value);
  });

  return (
    <div className="w-full max-w-md">
      <h1 className="text-2xl font-bold text-gray-900">{isRegister ? AUTH_TEXT.createTitle : AUTH_TEXT.welcomeBack}</h1>
      <p className="mt-1 text-sm text-gray-600">{isRegister ? AUTH_TEXT.createIntro : AUTH_TEXT.signInIntro}</p>
      <ModeTabs mode={mode} onChange={switchMode} />
      {/* /login's form is in the HTML before the JavaScript (src/app/prerendered.ts): sent natively
          before it has taken over, POST keeps the password out of the address bar. */}
      <form
        ref={form}
        onSubmit={onSubmit}
        method="post"
        noValidate
        className="mt-6 space-y-4"
        aria-label={isRegister ? AUTH_TEXT.createAccount : AUTH_TEXT.signIn}
      >
        {error ? <ErrorAlert text={error} /> : null}
        {isRegister ? (
          <Suspense fallback={null}>
            <RolePicker {...fields} />
          </Suspense>
        ) : null}
        {isRegister ? (
          <TextField
            label={AUTH_LABELS.name}
            name="name"
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
        ) : null}
        <TextField
          label={AUTH_LABELS.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label={AUTH_LABELS.password}
          name="password"
          type="password"
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          hint={isRegister ? AUTH_TEXT.passwordHint : undefined}
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
        />
        {isRegister ? null : (
          // A plain link: /forgot is its own chunk, loaded when opened (docs/decisions/0012).
          <p className="-mt-2 text-right text-sm">
            <a
              href="/forgot"
              className="inline-flex min-h-11 items-center font-medium text-emerald-700 underline-offset-2 hover:underline"
            >
              {AUTH_TEXT.forgotLink}
            </a>
          </p>
        )}
        {isRegister ? (
          <Suspense fallback={null}>
            <RegisterFields {...fields} chosenApartment={chosenApartment} chooseApartment={chooseApartment} />
          </Suspense>
        ) : null}
        <Button type="submit" loading={submitting} className="w-full">
          {isRegister ? AUTH_TEXT.createAccount : AUTH_TEXT.signIn}
        </Button>
      </form>
      <SwitchMode isRegister={isRegister} onSwitch={() => switchMode(isRegister ? 'login' : 'register')} />
    </div>
  );
}

function ModeTabs({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  return (
    <div role="tablist" aria-label={AUTH_TEXT.modeTabs} className="mt-6 grid grid-cols-2 rounded-lg bg-gray-100 p-1">
      {(['login', 'register'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={mode === m}
          onClick={() => onChange(m)}
          className={`min-h-11 rounded-md text-sm font-medium transition-colors ${mode === m ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900'}`}
        >
          {m === 'login' ? AUTH_TEXT.signIn : AUTH_TEXT.createAccount}
        </button>
      ))}
    </div>
  );
}

/** The form's refusal above its fields: the first problem, or the server's `message`. */
export function ErrorAlert({ text }: { text: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

function SwitchMode({ isRegister, onSwitch }: { isRegister: boolean; onSwitch: () => void }) {
  return (
    <p className="mt-6 text-center text-sm text-gray-600">
      {isRegister ? AUTH_TEXT.haveAccount : AUTH_TEXT.newHere}
      <button
        type="button"
        onClick={onSwitch}
        className="font-medium text-emerald-700 underline-offset-2 hover:underline"
      >
        {isRegister ? AUTH_TEXT.signIn : AUTH_TEXT.createAnAccount}
      </button>
    </p>
  );
}

/** The form's state: mode, values and the chosen building; toggling resets all three (docs/product.md §2). */
function useLoginForm() {
  const [mode, setMode] = useState<AuthMode>('login');
  const [values, setValues] = useState<AuthFormValues>(EMPTY_AUTH_FORM);
  const submit = useAuthSubmit(mode, values);
  const isRegister = mode === 'register';
  const [chosenApartment, setChosenApartment] = useState<AvailableApartment | null>(null);
  const set = <K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const switchMode = (next: AuthMode) => {
    if (next === mode) return;
    setMode(next);
    setValues(EMPTY_AUTH_FORM);
    setChosenApartment(null);
    submit.clear();
  };
  const chooseApartment = (chosen: AvailableApartment | null) => {
    setChosenApartment(chosen);
    setValues((v) => ({ ...v, apartmentId: chosen?._id ?? '', apartmentName: chosen?.name ?? '' }));
  };
  return { mode, isRegister, values, set, switchMode, chosenApartment, chooseApartment, submit };
}
