import crypto from 'node:crypto';
import pino from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string) {
  return pino({
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.otp', '*.token'], censor: '[redacted]' },
  });
}

/** Structured request logs with a request id (X-Request-Id honoured when it looks safe). */
export function requestLogger(logger: pino.Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: { req: (req) => ({ id: req.id, method: req.method, url: req.url }), res: (res) => ({ statusCode: res.statusCode }) },
  });
}
