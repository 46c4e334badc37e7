-- A signed-in account's bookings include those made as a guest with its verified e-mail or phone
-- (services/main-api/orders/contacts.ts): the contact fields the list matches on, indexed.
CREATE INDEX orders_driver_email ON orders (json_extract(passengers, '$.driver.email'));
CREATE INDEX orders_contact_email ON orders (json_extract(passengers, '$.contact.email'));
CREATE INDEX orders_billing_email ON orders (json_extract(billing, '$.email'));
CREATE INDEX orders_driver_phone ON orders (json_extract(passengers, '$.driver.phone'));
CREATE INDEX orders_contact_phone ON orders (json_extract(passengers, '$.contact.phone'));
