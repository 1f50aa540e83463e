import { beforeAll, describe, expect, it } from 'vitest';
import { CrmMsg } from '../../contract/crm';
import { Msg } from '../../contract/errors';
import { loadSpanishErrors, localApiMessage } from './error-text';

beforeAll(loadSpanishErrors);

describe('localApiMessage', () => {
  it('says the known API messages in Spanish, numbers kept', () => {
    expect(localApiMessage(Msg.formLimit(3), 'es')).toBe('Límite del plan alcanzado: máximo 3 formularios');
    expect(localApiMessage(CrmMsg.pipelineLimit(5), 'es')).toBe(
      'Límite del plan alcanzado: máximo 5 embudos',
    );
    expect(localApiMessage(CrmMsg.pipelinesNotOnPlan, 'es')).toBe('Tu plan no incluye embudos');
    expect(localApiMessage(Msg.storageLimit(100), 'es')).toBe(
      'Límite del plan alcanzado: máximo 100 MB de almacenamiento',
    );
    expect(localApiMessage(Msg.tooManyAttempts, 'es')).toBe('Demasiados intentos, inténtalo más tarde');
    expect(localApiMessage(Msg.formNotFound, 'es')).toBe('No encontrado');
    expect(localApiMessage(Msg.publishNeedsUploadsPlan, 'es')).toMatch(/^No se puede publicar/);
  });

  it('keeps English, and unknown messages, in the API words', () => {
    expect(localApiMessage(Msg.formLimit(3), 'en')).toBe('Plan limit reached: maximum 3 forms');
    expect(localApiMessage('Something new went wrong', 'es')).toBe('Something new went wrong');
  });
});
