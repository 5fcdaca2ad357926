package org.adjutant.mail;

import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

/**
 * Reads an HTML-only mail as the text its writer saw: one line per {@code <br>}, div, list item or table row, and a
 * blank line around a paragraph ({@code <p>}), which a mail program shows with space around it (so a "Regards,"
 * paragraph after the orders reads as the sign-off it is); quoted earlier mails (blockquotes and the reply containers of common webmails) dropped, as are scripts and
 * styles.
 */
final class HtmlText {
    /** Quoted replies: the generic blockquote and the wrappers Gmail, Outlook, Thunderbird and Yahoo put them in. */
    private static final String QUOTED = "blockquote, .gmail_quote, #divRplyFwdMsg, #divRplyFwdMsg ~ *,"
            + " #appendonsend ~ *, .moz-cite-prefix, .yahoo_quoted, script, style, head, title, template";

    private static final Set<String> BLOCKS = Set.of("p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6",
            "pre", "ul", "ol", "table", "hr", "address", "section", "article", "header", "footer", "dl", "dt", "dd",
            "center", "form", "fieldset", "body");

    private HtmlText() {
    }

    static String toText(String html) {
        Document doc = Jsoup.parse(html);
        doc.select(QUOTED).remove();
        StringBuilder out = new StringBuilder();
        NodeTraversor.traverse(new Visitor(out), doc.body() == null ? doc : doc.body());
        return out.toString().replace('\u00a0', ' ');
    }

    private static final class Visitor implements NodeVisitor {
        private final StringBuilder out;

        Visitor(StringBuilder out) {
            this.out = out;
        }

        @Override
        public void head(Node node, int depth) {
            if (node instanceof TextNode text) {
                if (insidePre(text)) {
                    out.append(text.getWholeText());
                    return;
                }
                String collapsed = text.text();
                if (atLineStart()) {
                    collapsed = collapsed.stripLeading();
                }
                out.append(collapsed);
            } else if (node instanceof Element element) {
                String tag = element.normalName();
                if (tag.equals("br")) {
                    out.append('\n');
                } else if (tag.equals("p")) {
                    blankLine();
                } else if (BLOCKS.contains(tag)) {
                    newLine();
                } else if (tag.equals("td") || tag.equals("th")) {
                    if (!atLineStart()) {
                        out.append('\t');
                    }
                }
            }
        }

        @Override
        public void tail(Node node, int depth) {
            if (node instanceof Element element && element.normalName().equals("p")) {
                blankLine();
            } else if (node instanceof Element element && BLOCKS.contains(element.normalName())) {
                newLine();
            }
        }

        /** Ends the line and leaves one empty line after it (not at the very start, not twice). */
        private void blankLine() {
            newLine();
            if (out.length() > 0 && !(out.length() >= 2 && out.charAt(out.length() - 2) == '\n')) {
                out.append('\n');
            }
        }

        private boolean atLineStart() {
            return out.length() == 0 || out.charAt(out.length() - 1) == '\n';
        }

        private void newLine() {
            if (!atLineStart()) {
                out.append('\n');
            }
        }

        private static boolean insidePre(TextNode text) {
            for (Node n = text.parentNode(); n != null; n = n.parentNode()) {
                if (n instanceof Element e && e.normalName().equals("pre")) {
                    return true;
                }
            }
            return false;
        }
    }
}
