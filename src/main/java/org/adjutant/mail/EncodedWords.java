package org.adjutant.mail;

import jakarta.mail.internet.MimeUtility;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decodes RFC 2047 encoded words in headers ({@code =?UTF-8?Q?...?=}). Jakarta Mail does this well but gives up
 * on the whole header when one word names a charset Java does not know; this falls back word by word.
 */
final class EncodedWords {
    private static final Pattern WORD = Pattern.compile("=\\?([^?\\s]+)\\?([bBqQ])\\?([^?\\s]*)\\?=");
    private static final Pattern BETWEEN_WORDS = Pattern.compile("(\\?=)[ \\t]+(=\\?)");

    /** A folded header's line breaks with the white space that continues them (RFC 5322 section 2.2.3). */
    private static final Pattern FOLDS = Pattern.compile("\\r?\\n[ \\t]");
    private static final Pattern LINE_BREAKS = Pattern.compile("[\\r\\n]");

    private EncodedWords() {
    }

    static String decode(String header, List<String> warnings) {
        if (header == null) {
            return "";
        }
        String unfolded = LINE_BREAKS.matcher(FOLDS.matcher(TextCharsets.repairHeader(header)).replaceAll(" "))
                .replaceAll("");
        try {
            return MimeUtility.decodeText(unfolded);
        } catch (UnsupportedEncodingException | RuntimeException e) {
            return lenient(unfolded, warnings);
        }
    }

    private static String lenient(String header, List<String> warnings) {
        // White space between two encoded words is not part of the text (RFC 2047 section 6.2).
        String joined = BETWEEN_WORDS.matcher(header).replaceAll("$1$2");
        Matcher m = WORD.matcher(joined);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String charsetName = m.group(1).replaceFirst("\\*.*$", ""); // drop an RFC 2231 language tag
            byte[] bytes = m.group(2).equalsIgnoreCase("B") ? base64(m.group(3)) : quoted(m.group(3));
            Charset charset = TextCharsets.lookup(charsetName);
            String text = charset != null
                    ? new String(bytes, charset)
                    : TextCharsets.decode(bytes, charsetName, "a header word", warnings);
            m.appendReplacement(out, Matcher.quoteReplacement(text));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static byte[] base64(String s) {
        try {
            return Base64.getMimeDecoder().decode(s);
        } catch (IllegalArgumentException e) {
            return s.getBytes(StandardCharsets.US_ASCII);
        }
    }

    private static byte[] quoted(String s) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '_') {
                out.write(' ');
            } else if (ch == '=' && i + 2 < s.length() && isHex(s.charAt(i + 1)) && isHex(s.charAt(i + 2))) {
                out.write(Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                out.write(ch);
            }
        }
        return out.toByteArray();
    }

    private static boolean isHex(char ch) {
        return Character.digit(ch, 16) >= 0;
    }
}
