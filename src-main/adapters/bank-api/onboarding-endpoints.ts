import { z } from 'zod';
import { registerSecret } from '../../platform/security/redact';
import { jsonBody } from './json-body';
import { multipartBody } from './multipart';
import type { BankRequester } from './request';
import * as s from '../../domain/bank-schemas';

const seg = encodeURIComponent;

/**
 * Onboarding and certificate renewal: unsigned (bank-api.md, Authentication 1), with the
 * onboarding JWT from `login` as bearer. Client secrets and JWTs seen here are registered for redaction.
 */
export function onboardingEndpoints(requester: BankRequester) {
  return { ...tppUserEndpoints(requester), ...applicationEndpoints(requester), ...renewalEndpoints(requester) };
}

/** The TPP's user at the developer portal: sign-up and login (its JWT is the onboarding bearer). */
function tppUserEndpoints(requester: BankRequester) {
  return {
    signup(input: { email: string; first_name: string; last_name: string; password: string }) {
      registerSecret(input.password);
      return requester.call(
        {
          base: 'base',
          method: 'POST',
          path: '/v1/onboarding/signup/',
          body: jsonBody(input),
          auth: { kind: 'onboarding' },
        },
        'Signing up with the bank',
        201,
        s.tppUserSchema,
      );
    },
    async login(input: { email: string; password: string }) {
      registerSecret(input.password);
      const result = await requester.call(
        {
          base: 'base',
          method: 'POST',
          path: '/v1/onboarding/login/',
          body: jsonBody(input),
          auth: { kind: 'onboarding' },
        },
        'Logging in to the bank',
        200,
        s.loginTokenSchema,
      );
      if (result.ok) registerSecret(result.value.id_token);
      return result;
    },
  };
}

/** The TPP's applications: registered with the QSEAL certificate, listed, read (each gives a client id and secret). */
function applicationEndpoints(requester: BankRequester) {
  return {
    async createApplication(
      onboardingToken: string,
      input: { clientCertificatePem: string; organisationName: string; organisationUrl: string },
    ) {
      const body = await multipartBody(
        { organisation_name: input.organisationName, organisation_url: input.organisationUrl },
        {
          client_certificate: {
            filename: 'client_certificate.pem',
            contentType: 'application/x-pem-file',
            content: input.clientCertificatePem,
          },
        },
      );
      const result = await requester.call(
        {
          base: 'base',
          method: 'POST',
          path: '/v1/onboarding/applications/',
          body,
          auth: { kind: 'onboarding', bearer: onboardingToken },
        },
        'Registering the application with the bank',
        201,
        s.applicationSchema,
      );
      if (result.ok) registerSecret(result.value.tpp_client_secret);
      return result;
    },
    async listApplications(onboardingToken: string) {
      const result = await requester.call(
        {
          base: 'base',
          method: 'GET',
          path: '/v1/onboarding/applications/',
          auth: { kind: 'onboarding', bearer: onboardingToken },
        },
        'Listing the bank applications',
        200,
        z.array(s.applicationSchema),
      );
      if (result.ok) for (const app of result.value) registerSecret(app.tpp_client_secret);
      return result;
    },
    async getApplication(onboardingToken: string, applicationId: string) {
      const result = await requester.call(
        {
          base: 'base',
          method: 'GET',
          path: `/v1/onboarding/applications/${seg(applicationId)}/`,
          auth: { kind: 'onboarding', bearer: onboardingToken },
        },
        'Reading the bank application',
        200,
        s.applicationSchema,
      );
      if (result.ok) registerSecret(result.value.tpp_client_secret);
      return result;
    },
  };
}

/** A new QSEAL certificate for an application. */
function renewalEndpoints(requester: BankRequester) {
  return {
    async renewCertificate(onboardingToken: string, input: { applicationId: string; newCertificatePem: string }) {
      const body = await multipartBody(
        { application_id: input.applicationId },
        {
          new_certificate: {
            filename: 'new_certificate.pem',
            contentType: 'application/x-pem-file',
            content: input.newCertificatePem,
          },
        },
      );
      return requester.call(
        {
          base: 'base',
          method: 'POST',
          path: '/v1/renew-certificate/',
          body,
          auth: { kind: 'onboarding', bearer: onboardingToken },
        },
        'Renewing the certificate',
        200,
        s.renewalSchema,
      );
    },
  };
}
