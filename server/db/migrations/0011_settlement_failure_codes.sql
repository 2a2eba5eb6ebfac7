-- Issue 26: a settlement's failure reason produced by the provider or the seed is stored as a
-- code (sys:<message key>) and shown in the reader's language; rows written before carry the
-- Chinese text of those reasons. Other texts (typed by a person) stay as they are.
UPDATE "settlements" SET "failure_reason" = CASE "failure_reason"
  WHEN '收款账户状态异常' THEN 'sys:settlements.failure.accountAbnormal'
  WHEN '银行系统繁忙，请稍后重试' THEN 'sys:settlements.failure.bankBusy'
  WHEN '户名与账号不符' THEN 'sys:settlements.failure.nameMismatch'
  WHEN '账户已销户' THEN 'sys:settlements.failure.accountClosed'
  ELSE "failure_reason" END
WHERE "failure_reason" IN ('收款账户状态异常', '银行系统繁忙，请稍后重试', '户名与账号不符', '账户已销户');
