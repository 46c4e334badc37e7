-- An invoice in a foreign currency states its amounts in Turkish lira too, at the rate of its
-- issue (Tax Procedure Law: foreign-currency invoices show the TRY equivalent and the rate).
-- TRY per unit of the invoice's currency, times 1,000,000; NULL for a TRY invoice.
ALTER TABLE invoices ADD COLUMN micro_try_per_unit INTEGER;
