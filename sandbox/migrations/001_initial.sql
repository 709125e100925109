-- Restaurant data: outlets, their menu categories and dishes.
CREATE TABLE outlets (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  cuisine     text NOT NULL CHECK (cuisine IN ('SWISS', 'ITALIAN', 'ASIAN', 'VEGETARIAN', 'INTERNATIONAL', 'CAFE')),
  street      text NOT NULL,
  postal_code text NOT NULL,
  city        text NOT NULL,
  country     text NOT NULL DEFAULT 'CH'
);
CREATE INDEX outlets_name_idx ON outlets (name, id);

CREATE TABLE opening_hours (
  outlet_id   integer NOT NULL REFERENCES outlets (id) ON DELETE CASCADE,
  day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 1 AND 7), -- ISO 8601: 1 = Monday
  opens       time NOT NULL,
  closes      time NOT NULL CHECK (closes > opens),
  PRIMARY KEY (outlet_id, day_of_week, opens)
);

CREATE TABLE menu_categories (
  id        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  outlet_id integer NOT NULL REFERENCES outlets (id) ON DELETE CASCADE,
  name      text NOT NULL,
  position  integer NOT NULL,
  UNIQUE (outlet_id, name)
);
CREATE INDEX menu_categories_order_idx ON menu_categories (position, name, id);
CREATE INDEX menu_categories_outlet_idx ON menu_categories (outlet_id, position, name, id);

CREATE TABLE dishes (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category_id     integer NOT NULL REFERENCES menu_categories (id) ON DELETE CASCADE,
  outlet_id       integer NOT NULL REFERENCES outlets (id) ON DELETE CASCADE,
  name            text NOT NULL,
  description     text NOT NULL,
  price_cents     integer NOT NULL CHECK (price_cents >= 0),
  currency        text NOT NULL DEFAULT 'CHF',
  allergens       text[] NOT NULL DEFAULT '{}',
  dietary_labels  text[] NOT NULL DEFAULT '{}',
  available_from  date NOT NULL,
  available_until date NOT NULL CHECK (available_until >= available_from),
  days_of_week    smallint[] NOT NULL -- ISO 8601 days on which the dish is served
);
CREATE INDEX dishes_name_idx ON dishes (name, id);
CREATE INDEX dishes_category_idx ON dishes (category_id, name, id);
CREATE INDEX dishes_outlet_idx ON dishes (outlet_id, name, id);

-- API clients: only a SHA-256 hash of each key is stored.
CREATE TABLE api_clients (
  id         text PRIMARY KEY,
  name       text NOT NULL,
  key_hash   bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- Users: the API profile of an identity of the identity service.
CREATE TABLE users (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  firebase_uid text NOT NULL UNIQUE,
  email        text NOT NULL,
  first_name   text NOT NULL,
  last_name    text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_permissions (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission text NOT NULL CHECK (permission IN ('canGenerateImages', 'superAdmin')),
  PRIMARY KEY (user_id, permission)
);

-- Cookie sessions: only a SHA-256 hash of the cookie value is stored.
CREATE TABLE sessions (
  id           text PRIMARY KEY,
  token_hash   bytea NOT NULL UNIQUE,
  firebase_uid text NOT NULL,
  email        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
