ALTER TABLE "court_complexes" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "court_rooms" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "high_court_benches" ADD COLUMN "label_hi" text;--> statement-breakpoint
-- The seeded Delhi courts get their Hindi names (the seed never updates a row); a name a SuperAdmin changed keeps none.
UPDATE "court_complexes" AS c SET "name_hi" = v.name_hi
FROM (VALUES
  ('Tis Hazari Courts', 'तीस हज़ारी न्यायालय'),
  ('Karkardooma Courts', 'कड़कड़डूमा न्यायालय'),
  ('Patiala House Courts', 'पटियाला हाउस न्यायालय'),
  ('Rouse Avenue Courts', 'राउज़ एवेन्यू न्यायालय'),
  ('Rohini Courts', 'रोहिणी न्यायालय'),
  ('Saket Courts', 'साकेत न्यायालय'),
  ('Dwarka Courts', 'द्वारका न्यायालय')
) AS v(name, name_hi)
WHERE c."name" = v.name AND c."name_hi" IS NULL;--> statement-breakpoint
UPDATE "court_rooms" AS r SET "name_hi" = v.name_hi
FROM (VALUES
  ('Court No. 1 (District & Sessions Judge)', 'न्यायालय कक्ष सं. 1 (ज़िला एवं सत्र न्यायाधीश)'),
  ('Court No. 2 (Additional Sessions Judge)', 'न्यायालय कक्ष सं. 2 (अपर सत्र न्यायाधीश)'),
  ('Court No. 3 (Civil Judge)', 'न्यायालय कक्ष सं. 3 (सिविल न्यायाधीश)')
) AS v(name, name_hi)
WHERE r."name" = v.name AND r."name_hi" IS NULL;--> statement-breakpoint
UPDATE "high_court_benches" AS b SET "label_hi" = v.label_hi
FROM (VALUES
  ('Hon''ble the Chief Justice''s Bench (A)', 'माननीय मुख्य न्यायाधीश की पीठ (A)'),
  ('Division Bench II (A)', 'खंडपीठ II (A)'),
  ('Division Bench III (A)', 'खंडपीठ III (A)'),
  ('Single Bench, Original Side (O)', 'एकल पीठ, मूल पक्ष (O)'),
  ('Single Bench, Commercial Division (O)', 'एकल पीठ, वाणिज्यिक प्रभाग (O)'),
  ('Single Bench, Criminal Side (C)', 'एकल पीठ, आपराधिक पक्ष (C)'),
  ('Single Bench, Criminal Revision (C)', 'एकल पीठ, आपराधिक पुनरीक्षण (C)')
) AS v(label, label_hi)
WHERE b."label" = v.label AND b."label_hi" IS NULL;
