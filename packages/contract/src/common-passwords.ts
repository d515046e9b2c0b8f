/**
 * Passwords seen most often in published leak statistics (international and Chinese lists) that the length rule
 * alone would let through; refused whatever the character policy. Lower case: compared case-insensitively.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (
    '123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 654321 7654321 87654321 987654321 ' +
    '111111 222222 333333 444444 555555 666666 777777 888888 999999 000000 1111111 11111111 ' +
    '112233 121212 123123 123321 123654 131313 147258 147258369 159357 159753 168168 198964 ' +
    '200000 201314 5201314 520520 521521 1314520 1314521 123123123 112233445566 ' +
    'password password1 password12 password123 passw0rd p@ssw0rd p@ssword pass123 pass1234 ' +
    'qwerty qwerty1 qwerty12 qwerty123 qwertyuiop qwe123 qweasd qweasdzxc 123qwe 1qaz2wsx 1q2w3e 1q2w3e4r ' +
    '1q2w3e4r5t qazwsx qazwsxedc zxcvbn zxcvbnm asdfgh asdfghjkl asd123 zaq12wsx abc123 abcd1234 abcdef ' +
    'abc12345 a123456 a12345678 aa123456 aa112233 a1b2c3 a1b2c3d4 123abc 123456a 123456aa 12345a ' +
    'admin admin1 admin12 admin123 admin888 administrator root123 root1234 test123 test1234 ' +
    'iloveyou iloveu woaini woaini1314 woaini520 wocaonima 5201314a qq123456 qq5201314 ' +
    'letmein welcome welcome1 monkey dragon master sunshine princess football baseball shadow superman ' +
    'trustno1 starwars whatever freedom hello123 michael jennifer computer internet 666888 888666 ' +
    'aaaaaa aaaaaaaa abcabc asdasd qwerqwer zzzzzz 11223344 12341234 1234qwer qwer1234 ' +
    'changeme secret secret123 default guest123 user123 login123 ruoyi123'
  ).split(' '),
)

/** Whether `password` is on the common-password list (case-insensitive). */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase())
