package org.adjutant.mail;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Turns the bytes of a text part into a string the way a forgiving mail client would: trusting the declared charset
 * when it is real and fits the bytes, and otherwise reading the bytes as UTF-8 if they are valid UTF-8, else as
 * Windows-1252 (which covers ISO-8859-1 and is what mislabelled Western mail almost always is).
 */
final class TextCharsets {
    static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private TextCharsets() {
    }

    /**
     * Decodes {@code bytes} declared as {@code declared} (null when no charset was given), adding a warning to
     * {@code warnings} whenever it had to guess. {@code what} names the part in those warnings.
     */
    static String decode(byte[] bytes, String declared, String what, List<String> warnings) {
        if (declared == null || declared.isBlank()) {
            if (isAscii(bytes)) {
                return new String(bytes, StandardCharsets.US_ASCII);
            }
            return guess(bytes, what + " declares no charset", warnings);
        }
        Charset charset = lookup(declared);
        if (charset == null) {
            return guess(bytes, what + " declares unknown charset '" + printable(declared) + "'", warnings);
        }
        if (charset.equals(StandardCharsets.US_ASCII) && !isAscii(bytes)) {
            return guess(bytes, what + " declares us-ascii but has 8-bit bytes", warnings);
        }
        if (charset.equals(StandardCharsets.ISO_8859_1)) {
            // Windows-1252 is ISO-8859-1 with printable characters where Latin-1 has unused control codes.
            return new String(bytes, WINDOWS_1252);
        }
        String strict = strictly(bytes, charset);
        if (strict != null) {
            return strict;
        }
        return guess(bytes, what + " is not valid " + charset.name(), warnings);
    }

    /** Header text that Jakarta Mail read byte-per-char; raw 8-bit headers are almost always UTF-8. */
    static String repairHeader(String value) {
        if (value == null) {
            return null;
        }
        boolean eightBit = value.chars().anyMatch(ch -> ch > 0x7f);
        if (!eightBit || value.chars().anyMatch(ch -> ch > 0xff)) {
            return value;
        }
        byte[] bytes = value.getBytes(StandardCharsets.ISO_8859_1);
        String utf8 = strictly(bytes, StandardCharsets.UTF_8);
        return utf8 != null ? utf8 : new String(bytes, WINDOWS_1252);
    }

    static Charset lookup(String name) {
        String cleaned = name.trim().replace("\"", "").replace("'", "").toLowerCase(Locale.ROOT);
        switch (cleaned) {
            case "utf8", "unicode-1-1-utf-8", "x-unicode20utf8" -> cleaned = "utf-8";
            case "latin1", "latin-1", "iso8859-1", "iso_8859-1", "cp819" -> cleaned = "iso-8859-1";
            case "ansi", "cp-1252", "win-1252" -> cleaned = "windows-1252";
            case "ascii", "us_ascii", "ansi_x3.4-1968" -> cleaned = "us-ascii";
            default -> { }
        }
        try {
            return Charset.forName(cleaned);
        } catch (IllegalArgumentException e) { // unsupported or illegal name
            return null;
        }
    }

    private static String guess(byte[] bytes, String reason, List<String> warnings) {
        String utf8 = strictly(bytes, StandardCharsets.UTF_8);
        if (utf8 != null) {
            warnings.add(reason + "; read as UTF-8");
            return utf8;
        }
        warnings.add(reason + "; read as Windows-1252");
        return new String(bytes, WINDOWS_1252);
    }

    private static String strictly(byte[] bytes, Charset charset) {
        try {
            return charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static boolean isAscii(byte[] bytes) {
        for (byte b : bytes) {
            if (b < 0) {
                return false;
            }
        }
        return true;
    }

    static String printable(String s) {
        String cut = s.length() > 40 ? s.substring(0, 40) + "..." : s;
        return cut.replaceAll("\\p{Cntrl}", "?");
    }
}
