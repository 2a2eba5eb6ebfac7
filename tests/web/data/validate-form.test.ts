import { describe, expect, it } from 'vitest';
import { institutionCreateSchema } from '#core/validate';
import { schemaErrors } from '../../../web/components/data/validate-form.ts';

const valid = {
  name: '合肥博远网络科技有限公司',
  creditCode: '91350100M000100Y43',
  contactName: '张三',
  contactPhone: '13800138000',
  address: '合肥市',
};

describe('schemaErrors', () => {
  it('says required when a required field is left empty, in both locales', () => {
    const input = { ...valid, creditCode: '' };
    expect(schemaErrors(institutionCreateSchema, input, 'en-US').creditCode).toBe(
      'This field is required',
    );
    expect(schemaErrors(institutionCreateSchema, input, 'zh-CN').creditCode).toMatch(
      /必填|不能为空/,
    );
  });

  it('keeps the format message when the field has a wrong value', () => {
    const errors = schemaErrors(institutionCreateSchema, { ...valid, creditCode: 'abc' }, 'en-US');
    expect(errors.creditCode).toBe('Invalid unified social credit code');
  });

  it('reports missing fields as required and leaves filled ones alone', () => {
    const errors = schemaErrors(institutionCreateSchema, valid, 'en-US');
    expect(errors.legalPerson).toBe('This field is required');
    expect(errors.orgId).toBe('This field is required');
    expect(errors.name).toBeUndefined();
    expect(errors.contactPhone).toBeUndefined();
  });
});
