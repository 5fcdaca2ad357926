package org.adjutant.testing;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.slf4j.LoggerFactory;

/**
 * What a logger (and those under it) logs while it is open, at {@code level} and above; closing puts the logger back
 * as it was. For tests of what reaches the operator's log: how often, at what level, and that no secret does.
 */
public final class LogCapture implements AutoCloseable {
    private final Logger logger;
    private final Level before;
    private final ListAppender<ILoggingEvent> appender = new ListAppender<>();

    private LogCapture(String name, Level level) {
        this.logger = (Logger) LoggerFactory.getLogger(name);
        this.before = logger.getLevel();
        appender.start();
        logger.addAppender(appender);
        logger.setLevel(level);
    }

    public static LogCapture of(Class<?> type, Level level) {
        return new LogCapture(type.getName(), level);
    }

    public static LogCapture of(String name, Level level) {
        return new LogCapture(name, level);
    }

    /** The events so far, in order. */
    public List<ILoggingEvent> events() {
        return List.copyOf(appender.list);
    }

    /** The events at {@code level} or above. */
    public List<ILoggingEvent> atLeast(Level level) {
        return events().stream().filter(e -> e.getLevel().isGreaterOrEqual(level)).toList();
    }

    @Override
    public void close() {
        logger.detachAppender(appender);
        logger.setLevel(before);
    }
}
