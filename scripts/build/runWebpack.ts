import webpack, { type Configuration } from 'webpack';

/** Runs one webpack build in this process; rejects with webpack's errors when it fails. */
export function runWebpack(config: Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack gave no build result'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}
