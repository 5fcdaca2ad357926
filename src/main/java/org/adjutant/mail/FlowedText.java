package org.adjutant.mail;

/**
 * Undoes {@code format=flowed} (RFC 3676): a line ending in a space was wrapped by the sender's mail client and
 * continues on the next line of the same quote depth. Quoted lines keep their {@code >} marks (normalised to
 * {@code "> "}) so the intake can still recognise and skip them.
 */
final class FlowedText {
    private static final String SIGNATURE_SEPARATOR = "-- ";

    private FlowedText() {
    }

    static String unwrap(String text, boolean delSp) {
        String[] lines = text.split("\n", -1);
        StringBuilder out = new StringBuilder(text.length());
        StringBuilder paragraph = null;
        int paragraphDepth = 0;
        for (String raw : lines) {
            int depth = 0;
            while (depth < raw.length() && raw.charAt(depth) == '>') {
                depth++;
            }
            String line = raw.substring(depth);
            if (line.startsWith(" ")) {
                line = line.substring(1); // space-stuffing, or the space after quote marks
            }
            boolean flowed = line.endsWith(" ") && !line.equals(SIGNATURE_SEPARATOR);
            if (paragraph != null && depth != paragraphDepth) {
                // A flowed line followed by a different quote depth: the sender's client erred; end the paragraph.
                emit(out, paragraphDepth, paragraph);
                paragraph = null;
            }
            String content = flowed && delSp ? line.substring(0, line.length() - 1) : line;
            if (paragraph == null) {
                paragraph = new StringBuilder();
                paragraphDepth = depth;
            }
            paragraph.append(content);
            if (!flowed) {
                emit(out, paragraphDepth, paragraph);
                paragraph = null;
            }
        }
        if (paragraph != null) {
            emit(out, paragraphDepth, paragraph);
        }
        // split(-1) produced one line per separator plus one: drop the newline that the last one added.
        out.setLength(out.length() - 1);
        return out.toString();
    }

    private static void emit(StringBuilder out, int depth, CharSequence line) {
        if (depth > 0) {
            out.append(">".repeat(depth)).append(' ');
        }
        out.append(line).append('\n');
    }
}
