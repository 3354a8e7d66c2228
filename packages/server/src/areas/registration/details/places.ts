import { COUNTRIES } from '../../fatca/public.ts';

/**
 * The places of the address step (`CountryStateCityService/fetchCntryStateCity`): the countries of the
 * FATCA master, India's states and union territories, and the main cities of each. Reference data that
 * changes with a new state, so it lives here and not in the database.
 */

export interface IndianState {
  /** ISO 3166-2:IN subdivision code without the 'IN-' prefix. */
  code: string;
  /** The GST state code (the first two digits of a GSTIN). */
  gstCode: string;
  name: string;
  kind: 'STATE' | 'UT';
}

const state = (code: string, gstCode: string, name: string, cities: string[]) => ({
  state: { code, gstCode, name, kind: 'STATE' as const },
  cities,
});
const territory = (code: string, gstCode: string, name: string, cities: string[]) => ({
  state: { code, gstCode, name, kind: 'UT' as const },
  cities,
});

const INDIA = [
  state('AP', '37', 'Andhra Pradesh', [
    'Visakhapatnam',
    'Vijayawada',
    'Guntur',
    'Nellore',
    'Kurnool',
    'Tirupati',
    'Kakinada',
    'Rajahmundry',
    'Kadapa',
    'Anantapur',
    'Amaravati',
  ]),
  state('AR', '12', 'Arunachal Pradesh', [
    'Itanagar',
    'Naharlagun',
    'Pasighat',
    'Tawang',
    'Ziro',
    'Bomdila',
    'Tezu',
  ]),
  state('AS', '18', 'Assam', [
    'Guwahati',
    'Dibrugarh',
    'Silchar',
    'Jorhat',
    'Nagaon',
    'Tinsukia',
    'Tezpur',
    'Bongaigaon',
    'Dispur',
  ]),
  state('BR', '10', 'Bihar', [
    'Patna',
    'Gaya',
    'Bhagalpur',
    'Muzaffarpur',
    'Darbhanga',
    'Purnia',
    'Begusarai',
    'Arrah',
    'Siwan',
    'Sitamarhi',
    'Chapra',
  ]),
  state('CG', '22', 'Chhattisgarh', [
    'Raipur',
    'Bhilai',
    'Bilaspur',
    'Korba',
    'Durg',
    'Rajnandgaon',
    'Jagdalpur',
    'Raigarh',
    'Ambikapur',
  ]),
  state('GA', '30', 'Goa', ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa', 'Ponda', 'Bicholim']),
  state('GJ', '24', 'Gujarat', [
    'Ahmedabad',
    'Surat',
    'Vadodara',
    'Rajkot',
    'Bhavnagar',
    'Jamnagar',
    'Gandhinagar',
    'Junagadh',
    'Anand',
    'Navsari',
    'Bharuch',
    'Vapi',
    'Mehsana',
  ]),
  state('HR', '06', 'Haryana', [
    'Gurugram',
    'Faridabad',
    'Panipat',
    'Ambala',
    'Hisar',
    'Rohtak',
    'Karnal',
    'Sonipat',
    'Yamunanagar',
    'Panchkula',
    'Kurukshetra',
  ]),
  state('HP', '02', 'Himachal Pradesh', [
    'Shimla',
    'Dharamshala',
    'Mandi',
    'Solan',
    'Kullu',
    'Manali',
    'Palampur',
    'Hamirpur',
    'Una',
  ]),
  state('JH', '20', 'Jharkhand', [
    'Ranchi',
    'Jamshedpur',
    'Dhanbad',
    'Bokaro Steel City',
    'Hazaribagh',
    'Deoghar',
    'Giridih',
    'Chaibasa',
  ]),
  state('KA', '29', 'Karnataka', [
    'Bengaluru',
    'Mysuru',
    'Mangaluru',
    'Hubballi',
    'Dharwad',
    'Belagavi',
    'Kalaburagi',
    'Davanagere',
    'Ballari',
    'Shivamogga',
    'Tumakuru',
    'Udupi',
  ]),
  state('KL', '32', 'Kerala', [
    'Thiruvananthapuram',
    'Kochi',
    'Kozhikode',
    'Thrissur',
    'Kollam',
    'Kannur',
    'Alappuzha',
    'Palakkad',
    'Kottayam',
    'Malappuram',
  ]),
  state('MP', '23', 'Madhya Pradesh', [
    'Indore',
    'Bhopal',
    'Jabalpur',
    'Gwalior',
    'Ujjain',
    'Sagar',
    'Ratlam',
    'Satna',
    'Rewa',
    'Dewas',
    'Narsinghpur',
  ]),
  state('MH', '27', 'Maharashtra', [
    'Mumbai',
    'Pune',
    'Nagpur',
    'Thane',
    'Nashik',
    'Aurangabad',
    'Solapur',
    'Kolhapur',
    'Navi Mumbai',
    'Amravati',
    'Nanded',
    'Sangli',
    'Vasai',
    'Akola',
    'Jalgaon',
  ]),
  state('MN', '14', 'Manipur', ['Imphal', 'Thoubal', 'Bishnupur', 'Churachandpur', 'Ukhrul']),
  state('ML', '17', 'Meghalaya', ['Shillong', 'Tura', 'Jowai', 'Nongpoh', 'Baghmara']),
  state('MZ', '15', 'Mizoram', ['Aizawl', 'Lunglei', 'Champhai', 'Kolasib', 'Serchhip']),
  state('NL', '13', 'Nagaland', ['Kohima', 'Dimapur', 'Mokokchung', 'Tuensang', 'Wokha']),
  state('OD', '21', 'Odisha', [
    'Bhubaneswar',
    'Cuttack',
    'Rourkela',
    'Berhampur',
    'Sambalpur',
    'Puri',
    'Balasore',
    'Bhadrak',
  ]),
  state('PB', '03', 'Punjab', [
    'Ludhiana',
    'Amritsar',
    'Jalandhar',
    'Patiala',
    'Bathinda',
    'Mohali',
    'Hoshiarpur',
    'Pathankot',
    'Moga',
    'Kapurthala',
    'Rupnagar',
    'Talwara',
  ]),
  state('RJ', '08', 'Rajasthan', [
    'Jaipur',
    'Jodhpur',
    'Udaipur',
    'Kota',
    'Ajmer',
    'Bikaner',
    'Alwar',
    'Bhilwara',
    'Sikar',
    'Bharatpur',
  ]),
  state('SK', '11', 'Sikkim', ['Gangtok', 'Namchi', 'Gyalshing', 'Mangan', 'Rangpo']),
  state('TN', '33', 'Tamil Nadu', [
    'Chennai',
    'Coimbatore',
    'Madurai',
    'Tiruchirappalli',
    'Salem',
    'Tirunelveli',
    'Erode',
    'Vellore',
    'Thoothukudi',
    'Tiruppur',
    'Thanjavur',
    'Sivaganga',
  ]),
  state('TS', '36', 'Telangana', [
    'Hyderabad',
    'Warangal',
    'Nizamabad',
    'Karimnagar',
    'Khammam',
    'Secunderabad',
    'Mahbubnagar',
    'Nalgonda',
  ]),
  state('TR', '16', 'Tripura', ['Agartala', 'Udaipur', 'Dharmanagar', 'Kailashahar', 'Belonia']),
  state('UP', '09', 'Uttar Pradesh', [
    'Lucknow',
    'Kanpur',
    'Ghaziabad',
    'Agra',
    'Varanasi',
    'Meerut',
    'Prayagraj',
    'Noida',
    'Bareilly',
    'Aligarh',
    'Moradabad',
    'Gorakhpur',
    'Jhansi',
  ]),
  state('UK', '05', 'Uttarakhand', [
    'Dehradun',
    'Haridwar',
    'Roorkee',
    'Haldwani',
    'Rudrapur',
    'Rishikesh',
    'Nainital',
    'Kashipur',
  ]),
  state('WB', '19', 'West Bengal', [
    'Kolkata',
    'Howrah',
    'Durgapur',
    'Asansol',
    'Siliguri',
    'Bardhaman',
    'Kharagpur',
    'Haldia',
    'Darjeeling',
    'Malda',
  ]),
  territory('AN', '35', 'Andaman and Nicobar Islands', [
    'Sri Vijaya Puram',
    'Car Nicobar',
    'Mayabunder',
    'Diglipur',
    'Rangat',
  ]),
  territory('CH', '04', 'Chandigarh', ['Chandigarh', 'Manimajra']),
  territory('DH', '26', 'Dadra and Nagar Haveli and Daman and Diu', ['Silvassa', 'Daman', 'Diu']),
  territory('DL', '07', 'Delhi', [
    'New Delhi',
    'Delhi',
    'Dwarka',
    'Rohini',
    'Saket',
    'Shahdara',
    'Narela',
    'Delhi Cantonment',
  ]),
  territory('JK', '01', 'Jammu and Kashmir', [
    'Srinagar',
    'Jammu',
    'Anantnag',
    'Baramulla',
    'Udhampur',
    'Kathua',
    'Sopore',
  ]),
  territory('LA', '38', 'Ladakh', ['Leh', 'Kargil', 'Diskit', 'Nyoma', 'Drass']),
  territory('LD', '31', 'Lakshadweep', ['Kavaratti', 'Agatti', 'Minicoy', 'Amini', 'Andrott']),
  territory('PY', '34', 'Puducherry', ['Puducherry', 'Karaikal', 'Mahe', 'Yanam']),
];

export const INDIAN_STATES: readonly IndianState[] = INDIA.map((s) => s.state);

const citiesByState = new Map(INDIA.map((s) => [s.state.code, s.cities]));

/** The countries of the address step: the FATCA country master (ISO 3166-1 alpha-2 ids). */
export const countries = (): readonly { id: string; name: string }[] => COUNTRIES;

/** The states of a country: India's 36 states and union territories; none kept for other countries. */
export function statesOf(countryId: string): readonly IndianState[] {
  return countryId.trim().toUpperCase() === 'IN' ? INDIAN_STATES : [];
}

/** The main cities of a state or union territory by its code; none for an unknown code. */
export function citiesOf(stateCode: string): readonly string[] {
  return citiesByState.get(stateCode.trim().toUpperCase()) ?? [];
}

/** The state or union territory of a code, if there is one. */
export function stateByCode(stateCode: string): IndianState | undefined {
  const code = stateCode.trim().toUpperCase();
  return INDIAN_STATES.find((s) => s.code === code);
}
