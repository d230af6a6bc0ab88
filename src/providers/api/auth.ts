// The calls of the public auth flows (paths from src/domain/api.ts). No session exists yet, so no bearer token.
import { API, type InvitationInfo, type LoginResponse, type OkMessage } from '../../domain/api';
import type { PasswordChangeInput, RegisterInput, ResetPasswordInput } from '../../domain/schemas/auth';
import { httpClient } from '../httpClient';

const post = async <T>(path: string, body: unknown): Promise<T> =>
  (await httpClient<T>(path, { method: 'POST', body, auth: false })).json;

export const authApi = {
  register: (body: RegisterInput) => post<OkMessage>(API.register, body),
  resendVerification: (email: string) => post<OkMessage>(API.resendVerification, { email }),
  verifyEmail: (token: string) => post<OkMessage>(API.verifyEmail, { token }),
  requestReset: (email: string) => post<OkMessage>(API.resetRequest, { email }),
  resetPassword: (body: ResetPasswordInput) => post<OkMessage>(API.resetPassword, body),
  changePassword: (body: PasswordChangeInput) => post<OkMessage>(API.passwordChange, body),
  invitation: async (token: string) =>
    (await httpClient<InvitationInfo>(API.invitation(token), { auth: false })).json,
  acceptInvitation: (body: { token: string; name: string; password: string }) =>
    post<LoginResponse>(API.acceptInvitation, body),
};
