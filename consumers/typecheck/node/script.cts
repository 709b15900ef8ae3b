import headless = require('keyport/headless');
import networks = require('keyport/networks');

const keyport = headless.createKeyport({ projectId: 'project', networks: [networks.mainnet] });
const code: headless.KeyportErrorCode = 'INVALID_OPTIONS';
keyport.destroy();
export = code;
