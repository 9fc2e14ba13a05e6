import { renderHook } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/contracts';
import { ApiError } from './api-client.ts';
import { showFieldErrors } from './form-errors.ts';

function formInstance() {
  return renderHook(() => Form.useForm()[0]).result.current;
}

describe('server errors on a form', () => {
  it('puts known fields beside their fields and leaves nothing over', () => {
    const form = formInstance();
    const outcome = showFieldErrors(form, new ApiError('x', 422, { email: 'Bad' }), ['email']);
    expect(outcome).toEqual({ shown: true, leftover: null });
  });

  it('leaves an unknown key or a plain-text error over', () => {
    const form = formInstance();
    expect(showFieldErrors(form, new ApiError('x', 422, { token: 'Expired' }), ['email']).leftover).toBe(
      'Expired',
    );
    expect(showFieldErrors(form, new ApiError('x', 422, 'Plain text'), ['email']).leftover).toBe(
      'Plain text',
    );
  });

  it('leaves the message of an error without fields over', () => {
    const form = formInstance();
    expect(showFieldErrors(form, new ApiError(MSG.tryAgain, 500), ['email']).leftover).toBe(MSG.tryAgain);
  });

  it('stays quiet about a 401, which has already ended the session', () => {
    const form = formInstance();
    expect(showFieldErrors(form, new ApiError(MSG.unauthenticated, 401), ['email'])).toEqual({
      shown: false,
      leftover: null,
    });
  });
});
