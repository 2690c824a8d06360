CREATE TABLE "currency" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"numeric_code" varchar(3) NOT NULL,
	"name" varchar(100) NOT NULL,
	"symbol" varchar(10) NOT NULL,
	"decimal_places" integer NOT NULL,
	CONSTRAINT "currency_code_unique" UNIQUE("code")
);
