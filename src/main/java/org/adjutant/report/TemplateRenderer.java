package org.adjutant.report;

import freemarker.cache.FileTemplateLoader;
import freemarker.cache.MultiTemplateLoader;
import freemarker.cache.TemplateLoader;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import org.adjutant.intake.Acknowledgement;
import org.adjutant.intake.OwnerNotice;
import org.adjutant.ruleset.ReportDraft;

/**
 * Renders mails from the FreeMarker templates under {@code templates/}, which a moderator may edit. HTML templates
 * end in {@code .ftlh}, so every value is HTML-escaped unless a template explicitly says otherwise; text templates
 * end in {@code .ftl}. Templates are re-read when they change on disk.
 */
public final class TemplateRenderer {
    private final Configuration freemarker;

    /** Templates are looked up in {@code dirs} in order: the first directory that has a template wins. */
    public TemplateRenderer(Path... dirs) {
        freemarker = new Configuration(Configuration.VERSION_2_3_34);
        List<TemplateLoader> loaders = new ArrayList<>();
        for (Path dir : dirs) {
            if (!Files.isDirectory(dir)) {
                throw new IllegalArgumentException("no templates directory at " + dir.toAbsolutePath());
            }
            try {
                loaders.add(new FileTemplateLoader(dir.toFile()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        freemarker.setTemplateLoader(new MultiTemplateLoader(loaders.toArray(TemplateLoader[]::new)));
        freemarker.setRecognizeStandardFileExtensions(true);
        freemarker.setDefaultEncoding("UTF-8");
        freemarker.setOutputEncoding("UTF-8");
        freemarker.setLocale(Locale.ROOT);
        freemarker.setTimeZone(TimeZone.getTimeZone("UTC"));
        freemarker.setNumberFormat("computer");
        freemarker.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        freemarker.setLogTemplateExceptions(false);
        freemarker.setWrapUncheckedExceptions(true);
        freemarker.setFallbackOnNullLoopVariable(false);
        freemarker.setTemplateUpdateDelayMilliseconds(2000);
    }

    /** A turn report: {@code <template>.txt.ftl} and, when present, {@code <template>.html.ftlh}. */
    public RenderedMail report(ReportDraft draft, Map<String, Object> common) {
        Map<String, Object> model = new HashMap<>(common);
        model.putAll(draft.model());
        String text = render(draft.template() + ".txt.ftl", model);
        String html = exists(draft.template() + ".html.ftlh") ? render(draft.template() + ".html.ftlh", model) : null;
        return new RenderedMail(draft.subject(), text, html, draft.images());
    }

    /** The reply to an order mail (plain text: it must read well in any client). */
    public RenderedMail acknowledgement(Acknowledgement ack) {
        Map<String, Object> model = new HashMap<>();
        model.put("ack", ack);
        model.put("blocks", ack.blocks());
        model.put("notes", ack.notes());
        model.put("game", ack.gameId());
        model.put("deadline", ack.deadlineLines());
        model.put("help", ack.help());
        model.put("ruleset", ack.ruleset());
        return new RenderedMail(ack.subject(), render("ack.txt.ftl", model), null, Map.of());
    }

    /**
     * The short notice to a unit's owner about someone else's mail (see {@link OwnerNotice}).
     *
     * @param title    the game's title
     * @param gameZone the game's zone, used when the player chose none
     * @param heldBack notices of this kind not sent since his last one
     * @param window   how often at most such a notice goes out, in words ("24 hours")
     */
    public RenderedMail ownerNotice(OwnerNotice notice, String title, java.time.ZoneId gameZone, int heldBack,
                                    String window) {
        java.time.ZoneId zone = gameZone;
        try {
            if (!notice.zone().isEmpty()) {
                zone = java.time.ZoneId.of(notice.zone());
            }
        } catch (RuntimeException e) {
            // an unknown stored zone falls back to the game's
        }
        Map<String, Object> model = new HashMap<>();
        model.put("kind", notice.kind().name());
        model.put("units", notice.units());
        model.put("from", notice.from());
        model.put("deputy", notice.deputy());
        model.put("reason", notice.reason());
        model.put("at", org.adjutant.game.TimeWords.at(notice.receivedAt(), zone));
        model.put("game", notice.gameId());
        model.put("gameTitle", title);
        model.put("heldBack", heldBack);
        model.put("window", window);
        String what = switch (notice.kind()) {
            case REFUSED -> "orders for " + String.join(", ", notice.units()) + " refused";
            case PLAYER_REFUSED -> "a mail in your name refused";
            case DEPUTY_ORDERS -> "your deputy's orders for " + String.join(", ", notice.units());
            case MODERATOR_REFUSED -> "moderator commands refused";
            case UNIT_LOCKED -> String.join(", ", notice.units()) + ": passwords no longer checked for a while";
            case SENDER_LOCKED -> "an address guessing passwords was stopped";
        };
        return new RenderedMail("[" + notice.gameId() + "] notice: " + what, render("owner-notice.txt.ftl", model),
                null, Map.of());
    }

    /** Any other template by name, e.g. notices to moderators. */
    public String render(String templateName, Map<String, Object> model) {
        try {
            Template template = freemarker.getTemplate(templateName);
            StringWriter out = new StringWriter();
            template.process(model, out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException("template " + templateName + ": " + e.getMessage(), e);
        } catch (TemplateException e) {
            throw new IllegalStateException("template " + templateName + " failed: " + e.getMessage(), e);
        }
    }

    private boolean exists(String name) {
        try {
            return freemarker.getTemplate(name, null, null, true, true) != null;
        } catch (IOException e) {
            return false;
        }
    }
}
