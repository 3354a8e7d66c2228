-- Bank branches for the account-opening bank step: IFSC and MICR lookup, and whether the bank offers
-- e-mandate (NET: net banking, DEBIT: debit card). Public RBI facts of a few branches of major banks.
CREATE TABLE "bank_branches" (
	"ifsc" text PRIMARY KEY NOT NULL CHECK ("ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
	"micr" text UNIQUE CHECK ("micr" ~ '^[0-9]{9}$'),
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"emandate_modes" text[] NOT NULL DEFAULT '{}' CHECK ("emandate_modes" <@ ARRAY['NET', 'DEBIT']::text[])
);
INSERT INTO "bank_branches" ("ifsc", "micr", "bank_name", "branch", "address", "city", "state_code", "emandate_modes") VALUES
	('SBIN0000300', '400002002', 'State Bank of India', 'Mumbai Main Branch', 'Mumbai Samachar Marg, Horniman Circle, Fort, Mumbai 400023', 'Mumbai', 'MH', '{NET,DEBIT}'),
	('SBIN0000691', '110002087', 'State Bank of India', 'New Delhi Main Branch', '11 Sansad Marg, New Delhi 110001', 'New Delhi', 'DL', '{NET,DEBIT}'),
	('SBIN0000001', '700002021', 'State Bank of India', 'Kolkata Main Branch', 'Samriddhi Bhawan, 1 Strand Road, Kolkata 700001', 'Kolkata', 'WB', '{NET,DEBIT}'),
	('SBIN0018561', '110002568', 'State Bank of India', 'Shankar Vihar', 'Integrated Headquarters of MoD (Army) Camp, Rao Tula Ram Marg, Delhi Cantt, New Delhi 110010', 'New Delhi', 'DL', '{NET,DEBIT}'),
	('SBIN0012742', '630002099', 'State Bank of India', 'Singampunari', '16/6/541 Dindigul Karaikudi Road, Singampunari, Sivaganga District 630502', 'Sivaganga', 'TN', '{NET,DEBIT}'),
	('HDFC0000408', '400240061', 'HDFC Bank', 'Vasai West', 'Ground Floor, Mangesh Bhuvan, Guru Nanak Nagar, Ambadi Road, Vasai (West) 401202', 'Vasai', 'MH', '{NET,DEBIT}'),
	('HDFC0000332', '800240004', 'HDFC Bank', 'Patna City', 'Maa Sakambhri Complex, Ashok Raj Path, Sabzi Bazar, Patna City 800008', 'Patna', 'BR', '{NET,DEBIT}'),
	('HDFC0004842', '600240111', 'HDFC Bank', 'Maduravoyal', 'No 442, Poonamallee High Road, Ground Floor, Maduravoyal, Chennai 600095', 'Chennai', 'TN', '{NET,DEBIT}'),
	('HDFC0002924', '144240989', 'HDFC Bank', 'Dhilwan', 'GT Road, Dhilwan, District Kapurthala 144804', 'Kapurthala', 'PB', '{NET,DEBIT}'),
	('HDFC0003578', '160240071', 'HDFC Bank', 'Jhanjheri', 'VPO Jhanjheri, District Rupnagar 140307', 'Rupnagar', 'PB', '{NET,DEBIT}'),
	('HDFC0000949', '841240202', 'HDFC Bank', 'Siwan', 'Babunia Chowk, Rajendra Path, Chapra Road, Siwan', 'Siwan', 'BR', '{NET,DEBIT}'),
	('ICIC0001658', '700229087', 'ICICI Bank', 'Salt Lake Sector I', 'DC-23, Sector I, Salt Lake, Kolkata 700064', 'Kolkata', 'WB', '{NET,DEBIT}'),
	('UTIB0000001', '380211002', 'Axis Bank', 'Ahmedabad', 'Trishul, opposite Samartheshwar Temple, Law Garden, Ellisbridge, Ahmedabad 380006', 'Ahmedabad', 'GJ', '{NET,DEBIT}'),
	('KKBK0000261', '110485003', 'Kotak Mahindra Bank', 'Gurgaon', 'JMD Regent Square, Mehrauli Gurgaon Road, opposite Bristol Hotel, Gurugram', 'Gurugram', 'HR', '{NET,DEBIT}'),
	('HSBC0400002', '400039002', 'HSBC', 'Main Branch Mumbai', '52/60 Mahatma Gandhi Road, Fort, Mumbai 400001', 'Mumbai', 'MH', '{NET}'),
	('PUNB0445100', '141024038', 'Punjab National Bank', 'Large Corporate Branch, Ludhiana', 'Bhagwati Towers, R K Road, near Cheema Chowk, Ludhiana', 'Ludhiana', 'PB', '{NET,DEBIT}'),
	('PUNB0144900', '700024017', 'Punjab National Bank', 'Lake Area', '174 Shyama Prasad Mukherjee Road, Kolkata', 'Kolkata', 'WB', '{NET,DEBIT}'),
	('PUNB0020500', '146024002', 'Punjab National Bank', 'Hoshiarpur Jalandhar Road', 'Jalandhar Road, Hoshiarpur', 'Hoshiarpur', 'PB', '{NET,DEBIT}'),
	('PUNB0045600', '144024412', 'Punjab National Bank', 'Talwara Township', 'Talwara Township, District Hoshiarpur', 'Talwara', 'PB', '{NET,DEBIT}'),
	('PUNB0332400', '487024502', 'Punjab National Bank', 'Tendukheda', 'Tendukheda, District Narsinghpur', 'Tendukheda', 'MP', '{NET,DEBIT}'),
	('PUNB0101420', NULL, 'Punjab National Bank', 'Purushottampur', 'PO Purushottampur, District Muzaffarpur', 'Muzaffarpur', 'BR', '{NET,DEBIT}'),
	('CNRB0004329', '600015150', 'Canara Bank', 'Pothur', 'Pothur Main Road, Pothur, Pammadukulam, Red Hills, Chennai 600052', 'Chennai', 'TN', '{NET,DEBIT}'),
	('BARB0BACHAR', NULL, 'Bank of Baroda', 'Bacharpur', 'Village Bacharpur, near Bacharpur Station, Block Pupri, District Sitamarhi 843320', 'Sitamarhi', 'BR', '{NET,DEBIT}'),
	('UBIN0559539', '734026008', 'Union Bank of India', 'Service Branch, Siliguri', 'Sukhsadan, 37 Bipin Paul Sarani, College Para, Siliguri, District Darjeeling', 'Siliguri', 'WB', '{NET,DEBIT}'),
	('SBIN0005321', '500002048', 'State Bank of India', 'Jeedimetla Industrial Area', 'Jeedimetla Industrial Area, Shapurnagar, Hyderabad 500055', 'Hyderabad', 'TS', '{NET,DEBIT}'),
	('SBIN0002234', '600002026', 'State Bank of India', 'Madras University', 'University Buildings, Chepauk, Chennai 600005', 'Chennai', 'TN', '{NET,DEBIT}'),
	('HDFC0002778', '560240081', 'HDFC Bank', 'Malleswaram', 'Soundarya Pride, 7th Cross, off Sampige Road, Malleswaram, Bengaluru 560003', 'Bengaluru', 'KA', '{NET,DEBIT}'),
	('HDFC0008446', '560240224', 'HDFC Bank', 'ISRO Layout', 'Ground Floor, No 531, 14th Cross, ISRO Layout, Bengaluru 560078', 'Bengaluru', 'KA', '{NET,DEBIT}'),
	('HDFC0000253', '590240002', 'HDFC Bank', 'Belgaum', '4830/28A, opposite District Hospital, Dr. Ambedkar Road, Belagavi 590002', 'Belagavi', 'KA', '{NET,DEBIT}'),
	('ICIC0005358', '560229199', 'ICICI Bank', 'Richmond Town', 'Plot No 86/6, Richmond Road, Richmond Town, Bengaluru 560025', 'Bengaluru', 'KA', '{NET,DEBIT}'),
	('UTIB0001604', '620211009', 'Axis Bank', 'Srirangam', 'No 1, Annai Illam, opposite Thangam Avenue, Srirangam, Tiruchirappalli 620006', 'Tiruchirappalli', 'TN', '{NET,DEBIT}'),
	('UTIB0001445', '811211202', 'Axis Bank', 'Munger', 'Opposite Shanker Vastralaya, Bekapur Road, Munger 811201', 'Munger', 'BR', '{NET,DEBIT}'),
	('UTIB0001912', '852211202', 'Axis Bank', 'Madhepura', 'Jeevan Sadan Road, Madhepura 852113', 'Madhepura', 'BR', '{NET,DEBIT}'),
	('BARB0RAIAJM', '305012005', 'Bank of Baroda', 'Railway Campus, Ajmer', 'Railway Campus, Ajmer 305001', 'Ajmer', 'RJ', '{NET,DEBIT}'),
	('BARB0JHALRA', '326012101', 'Bank of Baroda', 'Jhalrapatan', 'Binod Bhawan, Shantinath Marg, Jhalrapatan 326026', 'Jhalawar', 'RJ', '{NET,DEBIT}'),
	('FDRL0001999', '686049205', 'Federal Bank', 'Kothamangalam Town', 'C P Bawa Tower, Muvattupuzha Road, Kothamangalam, Ernakulam District', 'Kothamangalam', 'KL', '{NET,DEBIT}'),
	('FDRL0001926', '680049041', 'Federal Bank', 'Chiramanangad', '6/6, A H Shopping Point, Kunnamkulam–Wadakkanchery Road, Chiramanangad PO, Thrissur District', 'Thrissur', 'KL', '{NET,DEBIT}'),
	('FDRL0002136', '673049028', 'Federal Bank', 'Omassery', 'C V Complex, Omassery, Kozhikode District', 'Kozhikode', 'KL', '{NET,DEBIT}'),
	('FDRL0001159', '688049805', 'Federal Bank', 'Ala', 'Ground Floor, Building No. 323/A, Neduvaramcode PO, Ala, Chengannur Taluk, Alappuzha 689508', 'Alappuzha', 'KL', '{NET,DEBIT}'),
	('HDFC0CAGSBK', NULL, 'The AGS Employees Co-operative Bank', 'Bengaluru', 'Bengaluru', 'Bengaluru', 'KA', '{}');

-- The sandbox bank's accounts, which its penny drop verifies, and the drops it made.
CREATE TABLE "sandbox_bank_accounts" (
	"ifsc" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text NOT NULL DEFAULT 'ACTIVE' CHECK ("status" IN ('ACTIVE', 'CLOSED')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("ifsc", "account_number")
);
CREATE INDEX "sandbox_bank_accounts_number_idx" ON "sandbox_bank_accounts" USING btree ("account_number");
CREATE TABLE "sandbox_penny_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"ifsc" text NOT NULL,
	"account_number" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"outcome" text NOT NULL CHECK ("outcome" IN ('VERIFIED', 'FAILED')),
	"name_at_bank" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "sandbox_penny_drops_account_idx" ON "sandbox_penny_drops" USING btree ("ifsc", "account_number", "created_at");
-- The sandbox DigiLocker's consent requests: one per state, its return address, and the code it issued.
CREATE TABLE "sandbox_digilocker_consents" (
	"state" text PRIMARY KEY NOT NULL,
	"return_url" text NOT NULL,
	"aadhaar_holder" text,
	"code_hash" text UNIQUE,
	"code_expires_at" timestamp with time zone,
	"code_used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
