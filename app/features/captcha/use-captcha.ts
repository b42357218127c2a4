import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';
import { CAPTCHA_LENGTH, type CaptchaChallenge } from '../../../common/schemas/contributions';

/**
 * Neutral only while empty (and for the moment a full-length answer is being checked); any other
 * text that cannot be the code is a mismatch at once, and a full-length one is checked by the server.
 */
export type CaptchaStatus = 'empty' | 'typing' | 'checking' | 'match' | 'mismatch';

const CHECK_DELAY_MS = 300;

const checkKey = (id: string, answer: string) => `${id}\n${answer}`;

/**
 * A server-side captcha challenge and the visitor's answer. A new challenge loads after hydration
 * and on `renew()` (which clears the answer); a full-length answer is checked with the server
 * after a short pause, so the field can turn green or red as the visitor types.
 */
export function useCaptcha() {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState('');
  const [results, setResults] = useState<Record<string, boolean>>({});
  const latestLoad = useRef(0);
  const requested = useRef(new Set<string>());

  const load = useCallback(() => {
    const request = ++latestLoad.current;
    const isLatest = () => request === latestLoad.current;
    return api('GET /api/captcha').then(
      (next) => {
        if (!isLatest()) return;
        setChallenge(next);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        console.warn('Could not load a captcha challenge', error);
        if (!isLatest()) return;
        setChallenge(null);
        setFailed(true);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const renew = useCallback(() => {
    setAnswer('');
    setLoading(true);
    void load();
  }, [load]);

  useEffect(() => {
    if (!challenge || answer.length !== CAPTCHA_LENGTH) return;
    const key = checkKey(challenge.id, answer);
    // Each challenge answers only a few checks: never ask twice about the same text.
    if (requested.current.has(key)) return;
    const timer = setTimeout(async () => {
      requested.current.add(key);
      try {
        const { ok } = await api('POST /api/captcha/check', { body: { id: challenge.id, answer } });
        setResults((previous) => ({ ...previous, [key]: ok }));
      } catch (error) {
        // Unknown stays neutral; the server still checks the answer on submit.
        console.warn('Could not check the captcha', error);
      }
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [challenge, answer]);

  let status: CaptchaStatus = 'typing';
  if (answer === '') status = 'empty';
  else if (answer.length !== CAPTCHA_LENGTH) status = 'mismatch';
  else if (challenge) {
    const result = results[checkKey(challenge.id, answer)];
    status = result === undefined ? 'checking' : result ? 'match' : 'mismatch';
  }

  return {
    /** The challenge on show; null while the first one loads or when loading failed. */
    challenge: loading ? null : challenge,
    loading,
    failed,
    answer,
    setAnswer,
    status,
    /** A new challenge, e.g. after the server refused the answer. */
    renew,
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;
